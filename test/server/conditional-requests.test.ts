// If-None-Match on a stored page, read as Express reads it (`fresh`): "*", lists and weak tags match,
// a reload's `Cache-Control: no-cache` does not, and a hostile header costs no more than a page.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { BROWSER, headerOf, rawRequest, startCountedApp, type CountedApp } from "./raw-app-harness.js";

let upstream: TestUpstream;
let app: CountedApp;
let etag = "";
beforeAll(async () => {
  upstream = await startTestUpstream();
  app = await startCountedApp(upstream.url);
  etag = headerOf(await rawRequest(app.port, "GET", "/about", BROWSER), "etag") ?? "";
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const statusWith = async (headers: Record<string, string>) =>
  (await rawRequest(app.port, "GET", "/about", { ...BROWSER, ...headers })).status;

test("the page's tag, alone, weak, in a list or as * is a 304; another tag or a reload is the page", async () => {
  expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
  for (const header of [etag, `W/${etag}`, "*", `"x", ${etag}`, ` "x",W/${etag} `])
    expect(await statusWith({ "if-none-match": header }), header).toBe(304);
  for (const header of ['"x"', etag.replace("-br", "-gz"), etag.slice(1, -1)])
    expect(await statusWith({ "if-none-match": header }), header).toBe(200);
  expect(await statusWith({ "if-none-match": etag, "cache-control": "no-cache" })).toBe(200);
});

test("a header of 16,000 spaces between two tags is answered as fast as the page", async () => {
  const hostile = `"a", ${" ".repeat(16_000)}x`;
  const started = performance.now();
  for (let i = 0; i < 3; i++) expect(await statusWith({ "if-none-match": hostile })).toBe(200);
  // A backtracking split took 0.5-0.8 s of CPU per request on it.
  expect((performance.now() - started) / 3).toBeLessThan(150);
  // Longer than any browser or cache sends: not compared at all, even when it names the page.
  expect(await statusWith({ "if-none-match": `"x",${" ".repeat(2000)}${etag}` })).toBe(200);
});
