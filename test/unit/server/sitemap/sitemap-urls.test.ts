import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { collectSitemapPaths } from "../../../../server/web/sitemap/sitemap-urls.js";
import { testUpstreamClient } from "../../../fixtures/upstream-client.js";
import { startTestUpstream, type TestUpstream } from "../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const client = () => testUpstreamClient(upstream.url, { ttlMs: 0, staleMs: 0, failureMs: 0 });

const MENU = {
  menuListData: [
    { id: 1, name: "關於我們", path: "about" },
    {
      id: 2,
      name: "公益",
      pageList: [
        { id: 1, name: "恆心慈善協會", path: "charity1", referType: "page" },
        { id: 11, name: "合作夥伴", path: "https://example.org/partner", referType: "url" },
        { id: 12, name: "年度活動", path: "page", referType: "page" },
      ],
    },
    { id: 3, name: "募款", path: "charity4" },
  ],
};

test("fixed pages, menu links, and each charity reached with its four pages and donation pages", async () => {
  upstream.set("POST /api/website/getMenuList", MENU);
  const paths = await collectSitemapPaths(client());
  expect(paths).toEqual(
    expect.arrayContaining([
      "/",
      "/about",
      "/eliteRecruitment",
      "/page?id=12",
      "/charity1?id=1",
      "/charity2?id=1",
      "/charity3?id=1",
      "/charity4?id=1",
      "/charity4?id=1&activityID=21",
      "/buddhismLesson?id=51",
    ]),
  );
  // Activity 23 has closed its donations: no donation page for it.
  expect(paths).not.toContain("/charity4?id=1&activityID=23");
  expect(new Set(paths).size).toBe(paths.length);
  // Outside links, the API and charity pages without an id (they only redirect) never appear.
  for (const path of paths) {
    expect(path, path).toMatch(/^\/(?!\/)/);
    expect(path, path).not.toMatch(/^\/(api|media|assets|images)(\/|$|\?)|example\.org/);
    if (/^\/charity/.test(path)) expect(path, path).toMatch(/^\/charity[1-4]\?(.*&)?id=\d+/);
  }
});

test("any list that fails fails the whole: a partial sitemap would drop pages", async () => {
  upstream.fail("POST /api/website/getBuddhismList", "500");
  await expect(collectSitemapPaths(client())).rejects.toThrow();
  upstream.reset();
  upstream.fail("POST /api/website/getCharityActivityList", "bad-json");
  upstream.set("POST /api/website/getMenuList", MENU);
  await expect(collectSitemapPaths(client())).rejects.toThrow();
});
