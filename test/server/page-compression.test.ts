// What the compression middleware handles: not pages (the page handler gzips its own HTML), but
// route data, proxied answers and the sitemap.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

describe.each([500, 0])("PAGE_CACHE_ENTRIES=%i", (pageCacheEntries) => {
  test("a page is gzipped by the page handler, and never brotli-compressed by the middleware", async () => {
    const app = buildApp(upstream.url, { pageCacheEntries });
    const gzip = await request(app).get("/").set("accept-encoding", "gzip, deflate, br").expect(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toContain('<div id="root">');
    // A client that takes brotli only gets the HTML as it is (every browser takes gzip).
    const brOnly = await request(app).get("/").set("accept-encoding", "br").expect(200);
    expect(brOnly.headers["content-encoding"]).toBeUndefined();
    expect(brOnly.text).toContain('<div id="root">');
  });
});

test("route data and the sitemap are still compressed by the middleware", async () => {
  const app = buildApp(upstream.url);
  const data = await request(app).get("/?_data=home").set("accept-encoding", "br").expect(200);
  expect(data.headers["content-type"]).toMatch(/json/);
  expect(data.headers["content-encoding"]).toBe("br");
  const sitemap = await request(app).get("/sitemap.xml").set("accept-encoding", "br").expect(200);
  expect(sitemap.headers["content-encoding"]).toBe("br");
});
