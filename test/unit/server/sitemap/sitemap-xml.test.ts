import { expect, test } from "vitest";
import { sitemapFiles, URLS_PER_SITEMAP, urlset } from "../../../../server/web/sitemap/sitemap-xml.js";

const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ loc: `https://site.test/news?id=${i}` }));

test("a urlset escapes each address and date, and names a lastmod only when there is one", () => {
  const xml = urlset([{ loc: "https://site.test/a?x=1&y=<2>" }, { loc: "https://site.test/b", lastmod: "2026-01-02" }]);
  expect(xml).toContain("<url><loc>https://site.test/a?x=1&amp;y=&lt;2&gt;</loc></url>");
  expect(xml).toContain("<url><loc>https://site.test/b</loc><lastmod>2026-01-02</lastmod></url>");
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
});

test("up to the protocol's 50,000 addresses make one file; one more makes an index of numbered files", () => {
  expect([...sitemapFiles("https://site.test", entries(URLS_PER_SITEMAP)).keys()]).toEqual(["sitemap.xml"]);
  const files = sitemapFiles("https://site.test", entries(URLS_PER_SITEMAP + 1));
  expect([...files.keys()].sort()).toEqual(["sitemap-1.xml", "sitemap-2.xml", "sitemap.xml"]);
  expect(files.get("sitemap.xml")).toContain("<sitemap><loc>https://site.test/sitemap-2.xml</loc></sitemap>");
  expect(files.get("sitemap-2.xml")?.match(/<url>/g)).toHaveLength(1);
  expect(files.get("sitemap-1.xml")?.match(/<url>/g)).toHaveLength(URLS_PER_SITEMAP);
});
