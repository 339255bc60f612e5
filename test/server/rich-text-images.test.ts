// An image inside an article's upstream HTML reaches the page as variants from the image endpoint;
// a foreign source in the same HTML is not routed through the endpoint.
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

test("an article's /media image gets a srcset of /_img variants with sizes, lazy and async", async () => {
  upstream.set("POST /api/website/getArticle", {
    data: {
      result: {
        title: "文章標題",
        thumbnailUrl: "/media/t.svg",
        content:
          '<p>內文</p><img src="/media/a.svg" width="300" height="200" alt="法會"><img src="https://evil.example/b.jpg">',
      },
    },
  });
  const res = await request(buildApp(upstream.url)).get("/article?id=1").expect(200);
  const [rewritten, foreign] = res.text.match(/<img alt="(?:法會|)"[^>]*>/g) ?? [];
  expect(rewritten).toContain('src="/_img?src=%2Fmedia%2Fa.svg&amp;w=640"');
  expect(rewritten).toContain("/_img?src=%2Fmedia%2Fa.svg&amp;w=320 320w");
  expect(rewritten).toMatch(/width="300" height="200" loading="lazy" decoding="async" srcset="[^"]+" sizes="[^"]+"/);
  expect(foreign).toMatch(/^<img alt="" src="https:\/\/evil\.example\/b\.jpg" loading="lazy" decoding="async" ?\/?>$/);
});
