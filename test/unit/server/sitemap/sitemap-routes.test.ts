import express from "express";
import { pino } from "pino";
import request from "supertest";
import { expect, test } from "vitest";
import { robotsTxt, sitemapRoutes } from "../../../../server/web/sitemap/sitemap-routes.js";
import type { UpstreamClient } from "../../../../server/web/upstream/upstream-client.js";

const PUBLIC_URL = "https://www.example.org";
/** The paths come from `collect`; the upstream is never asked. */
const upstream = {} as UpstreamClient;

function app(collect: () => Promise<string[]>, contentTtlMs = 30_000) {
  const config = { publicUrl: PUBLIC_URL, contentTtlMs, contentStaleMs: 60_000 };
  return express().use(sitemapRoutes({ config, upstream, logger: pino({ level: "silent" }), collect }));
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

test("robots.txt keeps crawlers out of the API and names the sitemap by its absolute URL", async () => {
  expect(robotsTxt(PUBLIC_URL)).toBe(
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
  );
  const res = await request(app(async () => []))
    .get("/robots.txt")
    .expect(200);
  expect(res.text).toBe(robotsTxt(PUBLIC_URL));
  expect(res.headers["cache-control"]).toBe("public, max-age=86400");
});

test("the sitemap lists the collected paths under PUBLIC_URL, cached for the content's lifetime", async () => {
  let calls = 0;
  const site = app(async () => (calls++, ["/", "/about", "/page3?id=1"]), 45_500);
  const res = await request(site).get("/sitemap.xml").expect(200);
  expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("public, max-age=45");
  expect(locs(res.text)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/about`, `${PUBLIC_URL}/page3?id=1`]);
  await request(site).get("/sitemap.xml").expect(200);
  expect(calls).toBe(1);
});

test("never built and collecting fails: 503 with a retry, never an empty urlset", async () => {
  const res = await request(app(() => Promise.reject(new Error("upstream down"))))
    .get("/sitemap.xml")
    .expect(503);
  expect(res.headers["retry-after"]).toBe("60");
  expect(res.text).not.toContain("urlset");
});

test("built once, then collecting fails: the last sitemap is served", async () => {
  let fail = false;
  const site = app(() => (fail ? Promise.reject(new Error("down")) : Promise.resolve(["/"])), 0);
  const first = await request(site).get("/sitemap.xml").expect(200);
  fail = true;
  expect((await request(site).get("/sitemap.xml").expect(200)).text).toBe(first.text);
});

test("a part that does not exist is not found; a name outside the pattern is not ours", async () => {
  const site = app(async () => ["/"]);
  await request(site).get("/sitemap-1.xml").expect(404);
  await request(site).get("/sitemap-12345.xml").expect(404);
  await request(site).get("/sitemap-x.xml").expect(404);
});

test("past 50,000 paths: an index naming numbered parts of at most 50,000, each served", async () => {
  const site = app(async () => Array.from({ length: 50_001 }, (_, i) => `/page3?id=${i + 1}`));
  const index = await request(site).get("/sitemap.xml").expect(200);
  expect(index.text).toContain("<sitemapindex");
  expect(locs(index.text)).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/sitemap-2.xml`]);
  expect(locs((await request(site).get("/sitemap-1.xml").expect(200)).text)).toHaveLength(50_000);
  expect(locs((await request(site).get("/sitemap-2.xml").expect(200)).text)).toEqual([`${PUBLIC_URL}/page3?id=50001`]);
  await request(site).get("/sitemap-3.xml").expect(404);
});
