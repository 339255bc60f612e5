// What the stored-page fast path must leave to Express: every request that is not an anonymous GET or
// HEAD of a page the page cache holds fresh reaches the router, and gets the router's answer.
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { rawRequest, startCountedApp, type CountedApp } from "./fast-path-harness.js";

const BROWSER = { "accept-encoding": "gzip, deflate, br" };

let upstream: TestUpstream;
let app: CountedApp;
beforeAll(async () => {
  upstream = await startTestUpstream();
  app = await startCountedApp(upstream.url, {}, true);
  // Stored and fresh: the fast path would answer these two if nothing else stood in the way.
  await rawRequest(app.port, "GET", "/", BROWSER);
  await rawRequest(app.port, "GET", "/page3?id=1", BROWSER);
});
afterEach(() => upstream.reset());
afterAll(async () => {
  await app.close();
  await upstream.close();
});

/** Sends the request and says whether Express's router saw it. */
async function routed(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  const before = app.routed();
  const answer = await rawRequest(app.port, method, target, { ...BROWSER, ...headers }, body);
  return { answer, routed: app.routed() === before + 1 };
}

test("a fresh stored page is answered without the router", async () => {
  expect((await routed("GET", "/")).routed).toBe(false);
  expect((await routed("HEAD", "/page3?id=1&utm_source=x")).routed).toBe(false);
});

test("other methods, bodies and route data go through the router", async () => {
  for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
    const { routed: viaRouter } = await routed(method, "/", { "content-length": "0" });
    expect(viaRouter, method).toBe(true);
  }
  // A GET with a body is the body guard's to bound, announced by length or chunked.
  expect((await routed("GET", "/", { "content-type": "text/plain", "content-length": "1" }, "x")).routed).toBe(true);
  expect((await routed("GET", "/", { "transfer-encoding": "chunked" }, "x")).routed).toBe(true);
  const data = await routed("GET", "/?_data=routes/home");
  expect(data.routed).toBe(true);
  expect(data.answer.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1]).toMatch(/json/);
});

test("not-found URLs, other handlers' paths, personal pages and odd targets go through the router", async () => {
  for (const target of ["/no-such-page", "/healthz", "/assets/none.js", "/robots.txt", "/api/homepage/slider"]) {
    expect((await routed("GET", target)).routed, target).toBe(true);
  }
  const atm = await routed("GET", "/donation/atm?orderNo=1");
  expect(atm.routed).toBe(true);
  expect(atm.answer.headers.find(([name]) => name.toLowerCase() === "cache-control")?.[1]).toBe("no-store");
  // The router's first layer refuses these with 400; the fast path must not serve the home page for them.
  for (const target of ["//evil.example/", "http://evil.example/"]) {
    const odd = await routed("GET", target);
    expect(odd.routed, target).toBe(true);
    expect(odd.answer.status, target).toBe(400);
  }
  // A target WHATWG URL parsing rejects ("\\" counts as "/", so "/\\[" names a host "["): the router's
  // answer, and the server still up.
  const unparsable = await routed("GET", "/\\[");
  expect(unparsable.routed).toBe(true);
  expect((await routed("GET", "/")).answer.status).toBe(200);
  // Longer than any stored URL.
  expect((await routed("GET", `/?${"x".repeat(600)}`)).routed).toBe(true);
});

test("a stored page past its freshness goes through the router (served stale, refreshed there)", async () => {
  const stale = await startCountedApp(upstream.url, { contentTtlMs: 0, contentStaleMs: 60_000 }, true);
  try {
    await rawRequest(stale.port, "GET", "/", BROWSER);
    const before = stale.routed();
    const again = await rawRequest(stale.port, "GET", "/", BROWSER);
    expect(again.status).toBe(200);
    expect(stale.routed()).toBe(before + 1);
  } finally {
    await stale.close();
  }
});

test("with the page cache off, pages are rendered on the fast path; everything else still reaches the router", async () => {
  const off = await startCountedApp(upstream.url, { pageCacheEntries: 0 }, true);
  try {
    expect((await rawRequest(off.port, "GET", "/", BROWSER)).status).toBe(200);
    expect((await rawRequest(off.port, "GET", "/page3?id=1", BROWSER)).status).toBe(200);
    expect(off.routed()).toBe(0);
    for (const target of ["/no-such-page", "/?_data=home", "/donation/atm?order_no=1", "/robots.txt"])
      await rawRequest(off.port, "GET", target, BROWSER);
    await rawRequest(off.port, "POST", "/", { "content-type": "application/x-www-form-urlencoded" }, "a=1");
    expect(off.routed()).toBe(5);
  } finally {
    await off.close();
  }
});
