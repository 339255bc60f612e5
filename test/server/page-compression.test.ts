// What the compression middleware handles: not pages (the page handler compresses its own HTML), but
// route data, proxied answers and the sitemap.
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

test("a stored page is sent as stored: brotli, gzip or plain, whichever the client takes first", async () => {
  const app = buildApp(upstream.url, { pageCacheEntries: 500 });
  for (const [accepts, encoding] of [
    ["gzip, deflate, br", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    const res = await request(app).get("/").set("accept-encoding", accepts).expect(200);
    expect(res.headers["content-encoding"], accepts).toBe(encoding);
    expect(res.headers["content-length"], accepts).toBeDefined();
    expect(res.text).toContain('<div id="root">');
  }
});

test("a rendered page is compressed by the page handler in one call, with a Content-Length", async () => {
  const app = buildApp(upstream.url, { pageCacheEntries: 0 });
  for (const [accepts, encoding] of [
    ["gzip, deflate, br", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["identity", undefined],
  ] as const) {
    const res = await request(app).get("/").set("accept-encoding", accepts).expect(200);
    expect(res.headers["content-encoding"], accepts).toBe(encoding);
    expect(res.headers["content-length"], accepts).toBeDefined();
    expect(res.text).toContain('<div id="root">');
  }
});

test("route data and the sitemap are still compressed by the middleware", async () => {
  const app = buildApp(upstream.url);
  const data = await request(app).get("/?_data=home").set("accept-encoding", "br").expect(200);
  expect(data.headers["content-type"]).toMatch(/json/);
  expect(data.headers["content-encoding"]).toBe("br");
  const sitemap = await request(app).get("/sitemap.xml").set("accept-encoding", "br").expect(200);
  expect(sitemap.headers["content-encoding"]).toBe("br");
});

test("a HEAD of a rendered page says what the GET would send, without the body", async () => {
  const app = buildApp(upstream.url, { pageCacheEntries: 0 });
  const get = await request(app).get("/").set("accept-encoding", "gzip, deflate, br").expect(200);
  const head = await request(app).head("/").set("accept-encoding", "gzip, deflate, br").expect(200);
  expect(head.headers["content-encoding"]).toBe("br");
  expect(head.text ?? "").toBe("");
  // The same page, with no nonce in it: the same bytes, so the same length.
  expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
});
