// Pages any cache may hold: the same bytes and ETag for every visitor, one ETag per encoding, 304 for
// a client that has them, and private, no-store for everything that is one visitor's.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { fixtures } from "../fixtures/content-fixtures.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp, testConfig } from "./app-harness.js";
import { BROWSER, headerOf, rawRequest, startCountedApp } from "./raw-app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=604800, stale-if-error=86400";

test("/ answered twice: the same ETag and bytes, then 304 to a conditional GET and HEAD; no nonce", async () => {
  const app = await startCountedApp(upstream.url);
  try {
    const first = await rawRequest(app.port, "GET", "/", BROWSER);
    const second = await rawRequest(app.port, "GET", "/", BROWSER);
    const etag = headerOf(first, "etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(headerOf(second, "etag")).toBe(etag);
    expect(second.body.equals(first.body)).toBe(true);
    expect(headerOf(first, "cache-control")).toBe(PUBLIC);
    expect(headerOf(first, "vary")).toBe("Accept-Encoding");
    const html = brotliDecompressSync(first.body).toString("utf8");
    expect(html).not.toContain("nonce");
    expect(headerOf(first, "content-security-policy")).not.toContain("nonce");

    for (const method of ["GET", "HEAD"]) {
      const again = await rawRequest(app.port, method, "/", { ...BROWSER, "if-none-match": etag });
      expect(again.status, method).toBe(304);
      expect(again.body, method).toHaveLength(0);
      expect(headerOf(again, "etag"), method).toBe(etag);
      expect(headerOf(again, "cache-control"), method).toBe(PUBLIC);
    }
    for (const header of [`"other", ${etag}`, `W/${etag}`, "*"])
      expect((await rawRequest(app.port, "GET", "/", { ...BROWSER, "if-none-match": header })).status, header).toBe(
        304,
      );
    const changed = await rawRequest(app.port, "GET", "/", { ...BROWSER, "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(first.body)).toBe(true);
  } finally {
    await app.close();
  }
});

test("each encoding is its own representation: its own bytes and ETag, and a 304 only for its own", async () => {
  const app = await startCountedApp(upstream.url);
  try {
    const br = await rawRequest(app.port, "GET", "/about", { "accept-encoding": "br" });
    const gzip = await rawRequest(app.port, "GET", "/about", { "accept-encoding": "gzip" });
    const plain = await rawRequest(app.port, "GET", "/about", { "accept-encoding": "identity" });
    const html = plain.body.toString("utf8");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(html);
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(html);
    expect([headerOf(br, "content-encoding"), headerOf(gzip, "content-encoding")]).toEqual(["br", "gzip"]);
    expect(headerOf(plain, "content-encoding")).toBeUndefined();
    const etags = [br, gzip, plain].map((answer) => headerOf(answer, "etag"));
    expect(new Set(etags).size).toBe(3);
    // The gzip ETag sent by a client that now takes only gzip: 304; the br one: the gzip bytes.
    const gz304 = await rawRequest(app.port, "GET", "/about", {
      "accept-encoding": "gzip",
      "if-none-match": etags[1] ?? "",
    });
    expect(gz304.status).toBe(304);
    const brEtagGzipClient = await rawRequest(app.port, "GET", "/about", {
      "accept-encoding": "gzip",
      "if-none-match": etags[0] ?? "",
    });
    expect(brEtagGzipClient.status).toBe(200);
    expect(headerOf(brEtagGzipClient, "etag")).toBe(etags[1]);
  } finally {
    await app.close();
  }
});

test("hostile upstream text cannot leave the router-state block: it is data, read back whole", async () => {
  const hostile = "</script><script>alert(1)</script><!-- <script> \u2028\u2029 & </SCRIPT >";
  upstream.set(
    "POST /api/website/getPage",
    JSON.parse(JSON.stringify(fixtures["POST /api/website/getPage"]).replace("年度活動回顧", hostile)),
  );
  const res = await request(buildApp(upstream.url)).get("/page3?id=1").expect(200);
  const blocks = [...res.text.matchAll(/<script type="application\/json" id="router-state">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const text = blocks[0]?.[1] ?? "";
  expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.stringify(JSON.parse(text))).toContain(JSON.stringify(hostile).slice(1, -1));
  // After the block the document ends: nothing of the content escaped into markup.
  expect(res.text.endsWith("</script></body></html>")).toBe(true);
  expect(res.text).not.toContain("<script>alert(1)");
});

test("one visitor's answers are private, no-store: a degraded page, a 404 page, route data stays no-store", async () => {
  const app = buildApp(upstream.url);
  upstream.fail("POST /api/website/getMenuList", "500");
  const degraded = await request(app).get("/about").expect(200);
  expect(degraded.headers["cache-control"]).toBe("private, no-store");
  expect(degraded.headers["etag"]).toBeUndefined();
  upstream.reset();
  const missing = await request(app).get("/no-such-page").expect(404);
  expect(missing.headers["cache-control"]).toBe("private, no-store");
  expect(missing.headers["etag"]).toBeUndefined();
  expect((await request(app).get("/about")).headers["cache-control"]).toBe(PUBLIC);
});

test("the public Cache-Control follows CONTENT_TTL_MS and CONTENT_STALE_MS", async () => {
  const res = await request(buildApp(upstream.url, { contentTtlMs: 120_000, contentStaleMs: 3_600_000 })).get("/");
  expect(res.headers["cache-control"]).toBe(
    "public, max-age=0, s-maxage=120, stale-while-revalidate=3600, stale-if-error=86400",
  );
  expect(testConfig().contentStaleMs).toBe(604_800_000);
});

test("canonical and og:url name the page's canonical URL, whoever asked first; 404 pages name none", async () => {
  const app = buildApp(upstream.url, { publicUrl: "https://site.example" });
  await request(app).get("/REWARD/").expect(200);
  const reward = await request(app).get("/reward").expect(200);
  expect(reward.text).toContain('<link rel="canonical" href="https://site.example/reward"/>');
  expect(reward.text).toContain('<meta property="og:url" content="https://site.example/reward"/>');
  expect(reward.text).not.toContain("REWARD");

  await request(app)
    .get(`/${encodeURIComponent("被駭客入侵")}-please-call-0900000000`)
    .expect(404);
  const missing = await request(app).get("/another-missing-page").expect(404);
  expect(missing.text).not.toContain('rel="canonical"');
  expect(missing.text).not.toContain("og:url");
  expect(missing.text).not.toContain("0900000000");
});
