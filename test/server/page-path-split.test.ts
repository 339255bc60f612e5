// The one page handler (server/web/pages/page-handler.ts), reached in front of Express by reads of the
// route table's pages and through Express by everything else. Both begin their answers the same way;
// what each kind of request gets is checked on the real listener.
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { BROWSER, headerOf, rawRequest, startCountedApp, UUID, type CountedApp } from "./raw-app-harness.js";

let upstream: TestUpstream;
let app: CountedApp;
beforeAll(async () => {
  upstream = await startTestUpstream();
  app = await startCountedApp(upstream.url, {});
  await rawRequest(app.port, "GET", "/", BROWSER);
  await rawRequest(app.port, "GET", "/page3?id=1", BROWSER);
});
afterEach(() => upstream.reset());
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const get = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(app.port, method, target, { ...BROWSER, ...headers }, body);

test("a stored page is answered with no upstream call, with the request id and the document headers", async () => {
  upstream.requests.length = 0;
  const answer = await get("HEAD", "/page3?id=1&utm_source=x");
  expect(answer.status).toBe(200);
  expect(headerOf(answer, "x-request-id")).toMatch(UUID);
  expect(headerOf(answer, "content-security-policy")).toContain("script-src 'self';");
  expect(upstream.requests).toHaveLength(0);
});

test("other methods, bodies and route data are Express's, with the same first headers", async () => {
  for (const method of ["PUT", "DELETE", "PATCH"]) {
    const answer = await get(method, "/", { "content-length": "0" });
    expect(answer.status, method).toBeGreaterThanOrEqual(400);
    expect(headerOf(answer, "x-request-id"), method).toMatch(UUID);
    expect(headerOf(answer, "cache-control"), method).not.toMatch(/public/);
  }
  // A GET with a body is the body guard's to bound (Express's), then answered as the page.
  const withBody = await get("GET", "/", { "content-type": "text/plain", "content-length": "1" }, "x");
  expect(withBody.status).toBe(200);
  expect(headerOf(withBody, "x-request-id")).toMatch(UUID);
  const data = await get("GET", "/?_data=home");
  expect(headerOf(data, "content-type")).toMatch(/json/);
  expect(headerOf(data, "x-request-id")).toMatch(UUID);
});

test("HEAD is a GET without a body: route data is JSON, no-store, for both", async () => {
  for (const method of ["GET", "HEAD"]) {
    const answer = await get(method, "/about?_data=about");
    expect(answer.status, method).toBe(200);
    expect(headerOf(answer, "content-type"), method).toMatch(/^application\/json/);
    expect(headerOf(answer, "cache-control"), method).toBe("no-store");
    expect(answer.body.length > 0, method).toBe(method === "GET");
  }
});

test("not-found URLs, personal pages and odd targets get Express's answers", async () => {
  const missing = await get("GET", "/no-such-page");
  expect(missing.status).toBe(404);
  expect(headerOf(missing, "cache-control")).toBe("private, no-store");
  const atm = await get("GET", "/donation/atm?order_no=1");
  expect(headerOf(atm, "cache-control")).toBe("private, no-store");
  for (const target of ["//evil.example/", "http://evil.example/"]) expect((await get("GET", target)).status).toBe(400);
  // A target WHATWG URL parsing rejects ("/\\[" names a host "["): an answer, and the server still up.
  expect((await get("GET", "/\\[")).status).toBeGreaterThanOrEqual(400);
  expect((await get("GET", "/")).status).toBe(200);
  // A long query is the same stored page (its key holds parsed values only), not a render of its own.
  const stored = await get("GET", "/");
  const long = await get("GET", `/?${"x".repeat(600)}`);
  expect(long.status).toBe(200);
  expect(headerOf(long, "cache-control")).toBe(headerOf(stored, "cache-control"));
  expect(headerOf(long, "etag")).toBe(headerOf(stored, "etag"));
});

test("a render in front of Express runs as its request: the upstream is asked with the request's id", async () => {
  const off = await startCountedApp(upstream.url, { pageCacheEntries: 0 });
  try {
    const answer = await rawRequest(off.port, "GET", "/page3?id=2", BROWSER);
    const id = headerOf(answer, "x-request-id") ?? "";
    expect(id).toMatch(UUID);
    const asked = upstream.requests.filter((r) => r.url === "/api/website/getPage" && r.body.includes('"id":2'));
    expect(asked.map((r) => r.headers["x-request-id"])).toEqual([id]);
  } finally {
    await off.close();
  }
});
