// /sitemap.xml and /robots.txt: every page the menu and the lists reach, as absolute URLs; cached
// and served stale while the upstream is down; 503 when never built. The index past 50,000 URLs:
// test/unit/server/sitemap/sitemap-routes.test.ts.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { buildApp } from "../app-harness.js";

const PUBLIC_URL = "https://www.example.org";
let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
}

describe("/sitemap.xml", () => {
  test("a urlset of absolute URLs: fixed pages, the menu, news, lists, charities and halls with their courses", async () => {
    upstream.set("POST /api/website/getMenuList", {
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
      ],
    });
    const res = await request(buildApp(upstream.url, { publicUrl: PUBLIC_URL }))
      .get("/sitemap.xml")
      .expect(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = locsOf(res.text);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    const paths = locs.map((loc) => loc.slice(PUBLIC_URL.length));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/buddhism1",
        "/eliteRecruitment",
        "/page?id=12",
        "/charity1?id=1",
        "/charity2?id=1",
        "/charity3?id=1",
        "/charity4?id=1",
        "/charity4?id=1&activityID=21",
        "/page3?id=5",
        "/page2?id=6",
        "/article?id=9",
        "/buddhismIntro?id=1",
        "/buddhismIntro?id=2",
        "/buddhismLesson?id=51",
      ]),
    );
    // The menu's outside link and the API never appear.
    expect(paths.some((p) => p.startsWith("/api") || p.includes("example.org/partner"))).toBe(false);
    // Charity pages appear only with an id (without one they redirect).
    expect(paths.filter((p) => /^\/charity/.test(p)).every((p) => /[?&]id=\d+/.test(p))).toBe(true);
  });

  test("every news card and list entry reaches the sitemap", async () => {
    const res = await request(buildApp(upstream.url, { publicUrl: PUBLIC_URL }))
      .get("/sitemap.xml")
      .expect(200);
    const paths = locsOf(res.text).map((loc) => loc.slice(PUBLIC_URL.length));
    const home = await request(buildApp(upstream.url, { publicUrl: PUBLIC_URL }))
      .get("/")
      .expect(200);
    const newsLinks = [...home.text.matchAll(/href="(\/page3\?id=\d+)"/g)].map((m) => m[1]);
    expect(newsLinks.length).toBeGreaterThan(0);
    for (const link of newsLinks) expect(paths).toContain(link);
  });

  test("never built and the upstream failing: 503, not an empty urlset", async () => {
    upstream.fail("POST /api/website/getMenuList", "500");
    const res = await request(buildApp(upstream.url, { publicUrl: PUBLIC_URL }))
      .get("/sitemap.xml")
      .expect(503);
    expect(res.text).not.toContain("urlset");
    expect(res.headers["retry-after"]).toBe("60");
    // The site's one status page, in Chinese, never stored.
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain("網站地圖暫時無法產生，請稍後再試。");
  });

  test("built once, then the upstream fails: the last sitemap is served", async () => {
    const app = buildApp(upstream.url, { publicUrl: PUBLIC_URL, contentTtlMs: 0, contentStaleMs: 0 });
    const first = await request(app).get("/sitemap.xml").expect(200);
    upstream.fail("POST /api/website/getMenuList", "500");
    upstream.fail("POST /api/website/getBuddhismList", "close");
    const again = await request(app).get("/sitemap.xml").expect(200);
    expect(again.text).toBe(first.text);
  });
});

test("robots.txt names the sitemap with PUBLIC_URL and keeps crawlers out of the API", async () => {
  const res = await request(buildApp(upstream.url, { publicUrl: PUBLIC_URL }))
    .get("/robots.txt")
    .expect(200);
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(res.text).toContain("Disallow: /api/");
  expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});
