// The stored-page fast path (server/stored-page-fast-path.ts) is a second way to answer a request, so it
// must give the same answer as the middleware stack: the same requests go to an app with it and to one
// without it, and the status, the headers in order (the nonce, date and generated id aside), the body
// bytes, the request log line and the metrics must agree, while the router proves which path answered.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Config } from "../../server/config.js";
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

interface Case {
  method: "GET" | "HEAD";
  target: string;
  headers: Record<string, string>;
  /** Whether the answer is gzip (said independently: the negotiation is remembered per header value across apps). */
  gzip: boolean;
}
const CASES: Case[] = [
  { method: "GET", target: "/", headers: BROWSER, gzip: true },
  { method: "GET", target: "/about", headers: { "accept-encoding": "gzip" }, gzip: true },
  { method: "GET", target: "/page3?id=1", headers: { "accept-encoding": "br" }, gzip: false },
  {
    method: "GET",
    target: "/page3?utm_source=x&id=1&id=2&%zz=%E4%&&=",
    headers: { "accept-encoding": "identity" },
    gzip: false,
  },
  { method: "GET", target: "/About", headers: {}, gzip: false },
  { method: "GET", target: "/about/", headers: { "accept-encoding": "gzip;q=0, br" }, gzip: false },
  { method: "GET", target: "/", headers: { "accept-encoding": "*" }, gzip: true },
  { method: "GET", target: "/about", headers: { "accept-encoding": "deflate, GZIP;q=0.5" }, gzip: true },
  { method: "HEAD", target: "/", headers: BROWSER, gzip: true },
  { method: "HEAD", target: "/page3?id=1", headers: { "accept-encoding": "identity" }, gzip: false },
  // Conditional requests: stored pages carry no validator, so both paths answer in full.
  {
    method: "GET",
    target: "/",
    headers: { ...BROWSER, "if-none-match": "*", "if-modified-since": new Date().toUTCString() },
    gzip: true,
  },
  // A proxy's id (kept only from a trusted peer) and the visitor's address it forwards.
  {
    method: "GET",
    target: "/",
    headers: { ...BROWSER, "x-request-id": "edge-7f3a", "x-forwarded-for": "203.0.113.9" },
    gzip: true,
  },
  { method: "GET", target: "/about", headers: { ...BROWSER, "x-request-id": "two words" }, gzip: true },
];

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

/** The nonce this answer carries (the CSP names it). */
function nonceOf(answer: RawAnswer): string {
  const policy = answer.headers.find(([name]) => name.toLowerCase() === "content-security-policy")?.[1] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in "${policy}"`);
  return nonce;
}

/** What must be equal: everything but the nonce's, the date's and a generated id's values. */
function comparable(answer: RawAnswer) {
  const nonce = nonceOf(answer);
  const id = headerOf(answer, "x-request-id") ?? "";
  const gzip = headerOf(answer, "content-encoding") === "gzip";
  const body = gzip && answer.body.length > 0 ? gunzipSync(answer.body) : answer.body;
  return {
    status: answer.status,
    headers: answer.headers.map(([name, value]) => [
      name,
      name.toLowerCase() === "date" ? "DATE" : UUID.test(id) && value === id ? "ID" : value.replaceAll(nonce, "NONCE"),
    ]),
    rawLength: answer.body.length,
    body: body.toString("utf8").replaceAll(nonce, "NONCE"),
  };
}

async function compareBothPaths(overrides: Partial<Config>, keepsIncomingId: boolean): Promise<void> {
  const fast = await startCountedApp(upstream.url, overrides, true);
  const plain = await startCountedApp(upstream.url, overrides, false);
  try {
    // The first request of each page renders and stores it (the router's path in both apps).
    for (const app of [fast, plain]) for (const { target } of CASES) await rawRequest(app.port, "GET", target, BROWSER);
    const routedBefore = fast.routed();
    for (const { method, target, headers, gzip } of CASES) {
      const quick = await rawRequest(fast.port, method, target, headers);
      const routed = await rawRequest(plain.port, method, target, headers);
      const what = `${method} ${target} ${JSON.stringify(headers)}`;
      expect(comparable(quick), what).toEqual(comparable(routed));
      expect(quick.status, what).toBe(200);
      expect(headerOf(quick, "content-encoding"), what).toBe(gzip ? "gzip" : undefined);
      if (method === "HEAD") expect(quick.body, what).toHaveLength(0);

      const quickId = headerOf(quick, "x-request-id") ?? "";
      const routedId = headerOf(routed, "x-request-id") ?? "";
      if (headers["x-request-id"] === "edge-7f3a" && keepsIncomingId) {
        expect(quickId).toBe("edge-7f3a");
        expect(routedId).toBe("edge-7f3a");
      } else {
        expect(quickId, what).toMatch(UUID);
        expect(routedId, what).toMatch(UUID);
      }
      const quickLine = await logLine(fast, quickId);
      const routedLine = await logLine(plain, routedId);
      expect(withoutVolatile(quickLine), what).toEqual(withoutVolatile(routedLine));
      if (headers["x-forwarded-for"]) expect(quickLine.ip).toBe(keepsIncomingId ? "203.0.113.9" : "127.0.0.1");
    }
    // Not one of them reached the router of the app with the fast path.
    expect(fast.routed()).toBe(routedBefore);
    const names = ["website_http_requests_total", "website_cache_lookups_total", "website_http_requests_in_flight"];
    const quickSeries = await series(fast, names);
    expect(quickSeries.some((line) => line.includes('route="/page3"'))).toBe(true);
    expect(quickSeries).toEqual(await series(plain, names));
  } finally {
    await fast.close();
    await plain.close();
  }
}

test("with a trusted proxy in front: the same answers, log lines and metrics on both paths", async () => {
  await compareBothPaths({ trustProxy: ["loopback"] }, true);
});

test("reached directly by visitors: the same answers, log lines and metrics on both paths", async () => {
  await compareBothPaths({ trustProxy: false }, false);
});
