// With the page cache off, an anonymous read of a page is rendered on the fast path (ahead of Express's
// router, server/stored-page-fast-path.ts). It is a second way to reach the same render, so it must give
// the same answer as the middleware stack: status, headers in order (nonce, date, generated id and the
// compressed length aside), the page once decompressed, the request log line and the metrics.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import {
  BROWSER,
  headerOf,
  logLine,
  rawRequest,
  series,
  startCountedApp,
  UUID,
  withoutVolatile,
  type RawAnswer,
} from "./fast-path-harness.js";

const CASES: { method: "GET" | "HEAD"; target: string; headers: Record<string, string> }[] = [
  { method: "GET", target: "/", headers: BROWSER },
  { method: "GET", target: "/about", headers: { "accept-encoding": "gzip" } },
  { method: "GET", target: "/page3?id=1&utm_source=x", headers: { "accept-encoding": "identity" } },
  { method: "GET", target: "/page3?id=999", headers: BROWSER },
  { method: "GET", target: "/charity1?id=1", headers: BROWSER },
  { method: "GET", target: "/buddhismIntro?id=1", headers: {} },
  { method: "HEAD", target: "/", headers: BROWSER },
  { method: "GET", target: "/", headers: { ...BROWSER, "x-request-id": "edge-7f3a" } },
  // A bot waits for the whole page (the stream's onAllReady); the answer is the same.
  { method: "GET", target: "/about", headers: { ...BROWSER, "user-agent": "Googlebot/2.1" } },
];

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

function comparable(answer: RawAnswer) {
  const nonce = /'nonce-([^']+)'/.exec(headerOf(answer, "content-security-policy") ?? "")?.[1] ?? "none";
  const id = headerOf(answer, "x-request-id") ?? "";
  const encoding = headerOf(answer, "content-encoding");
  const body =
    answer.body.length === 0
      ? answer.body
      : encoding === "gzip"
        ? gunzipSync(answer.body)
        : encoding === "br"
          ? brotliDecompressSync(answer.body)
          : answer.body;
  return {
    status: answer.status,
    headers: answer.headers.map(([name, value]) => {
      const lower = name.toLowerCase();
      // A compressed page's length moves by a byte or two with its nonce.
      if (lower === "date" || (lower === "content-length" && encoding)) return [name, lower];
      return [name, UUID.test(id) && value === id ? "ID" : value.replaceAll(nonce, "NONCE")];
    }),
    body: body.toString("utf8").replaceAll(nonce, "NONCE"),
  };
}

test("a page rendered on the fast path is the answer the middleware stack gives, and never meets the router", async () => {
  const fast = await startCountedApp(upstream.url, { pageCacheEntries: 0 }, true);
  const plain = await startCountedApp(upstream.url, { pageCacheEntries: 0 }, false);
  try {
    for (const { method, target, headers } of CASES) {
      const quick = await rawRequest(fast.port, method, target, headers);
      const routed = await rawRequest(plain.port, method, target, headers);
      const what = `${method} ${target} ${JSON.stringify(headers)}`;
      expect(quick.status, what).toBe(200);
      expect(comparable(quick), what).toEqual(comparable(routed));
      if (method === "GET") expect(comparable(quick).body, what).toContain('<div id="root">');
      const quickId = headerOf(quick, "x-request-id") ?? "";
      const routedId = headerOf(routed, "x-request-id") ?? "";
      expect(quickId, what).toMatch(UUID);
      expect(withoutVolatile(await logLine(fast, quickId)), what).toEqual(
        withoutVolatile(await logLine(plain, routedId)),
      );
    }
    expect(fast.routed()).toBe(0);
    expect(plain.routed()).toBe(CASES.length);
    const names = ["website_http_requests_total", "website_cache_lookups_total", "website_http_requests_in_flight"];
    expect(await series(fast, names)).toEqual(await series(plain, names));
  } finally {
    await fast.close();
    await plain.close();
  }
});

test("a render on the fast path runs as its request: the upstream is asked with the request's id", async () => {
  const fast = await startCountedApp(upstream.url, { pageCacheEntries: 0 }, true);
  try {
    const answer = await rawRequest(fast.port, "GET", "/page3?id=2", BROWSER);
    const id = headerOf(answer, "x-request-id") ?? "";
    expect(id).toMatch(UUID);
    const asked = upstream.requests.filter((r) => r.url === "/api/website/getPage" && r.body.includes('"id":2'));
    expect(asked.map((r) => r.headers["x-request-id"])).toEqual([id]);
    expect(fast.routed()).toBe(0);
  } finally {
    await fast.close();
  }
});
