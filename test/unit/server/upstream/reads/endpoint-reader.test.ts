import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import type { MetricsRecorder } from "../../../../../server/web/observability/metrics/recorder.js";
import { UpstreamError } from "../../../../../server/web/upstream/fetch-json.js";
import { pageResponse } from "../../../../../shared/api/page.server.js";
import { EXPIRED, hits, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const calls: { endpoint: string; method: string; ok: boolean }[] = [];
const lookups: string[] = [];
const metrics: MetricsRecorder = {
  requestStarted: () => {},
  requestEnded: () => {},
  upstreamCall: (endpoint, method, ok) => void calls.push({ endpoint, method, ok }),
  cacheLookup: (_cache, outcome) => void lookups.push(outcome),
  render: () => {},
};
const reader = (overrides = {}) => {
  calls.length = 0;
  lookups.length = 0;
  return testEndpointReader(upstream.url, { metrics, ...overrides });
};
const anything = z.unknown();

test("a wrong-shaped answer is an UpstreamError naming the call, and counted as a failed call", async () => {
  upstream.fail("POST /api/website/getPage", "wrong-shape");
  const error = await reader()
    .post("/api/website/getPage", { id: 5 }, pageResponse)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UpstreamError);
  expect(error instanceof Error && error.message).toMatch(/^POST \/api\/website\/getPage: unexpected response shape: /);
  expect(calls).toEqual([{ endpoint: "/api/website/getPage", method: "POST", ok: false }]);
});

test("calls are counted by endpoint template, not by id", async () => {
  await reader().get("/api/homepage/pageResource/0/13", anything);
  expect(calls).toEqual([{ endpoint: "/api/homepage/pageResource/:n/:n", method: "GET", ok: true }]);
});

test("a cached read loads once per key, and each lookup is counted", async () => {
  const r = reader();
  const read = r.cached(String, (id: number) => r.post("/api/website/getPage", { id }, anything))(false);
  const first = await read(5);
  expect(await read(5)).toEqual(first);
  await read(6);
  expect(upstream.requests.map((q) => q.body)).toEqual(['{"id":5}', '{"id":6}']);
  expect(lookups).toEqual(["miss", "hit", "miss"]);
});

test("a failed refresh answers the last good value and reports the error", async () => {
  const errors: string[] = [];
  const r = reader({ ...EXPIRED, onRefreshError: (key: string) => void errors.push(key) });
  const read = r.cached(
    () => "menu",
    () => r.post("/api/website/getMenuList", {}, anything),
  )(false);
  const good = await read();
  upstream.fail("POST /api/website/getMenuList", "500");
  expect(await read()).toEqual(good);
  expect(errors).toEqual(["menu"]);
});

test("a failure is remembered for failureMs: the upstream is asked once, not per caller", async () => {
  upstream.fail("POST /api/website/getMenuList", "500");
  const r = reader({ failureMs: 60_000 });
  const read = r.cached(
    () => "menu",
    () => r.post("/api/website/getMenuList", {}, anything),
  )(false);
  await expect(read()).rejects.toBeInstanceOf(UpstreamError);
  await expect(read()).rejects.toBeInstanceOf(UpstreamError);
  expect(hits(upstream, "/api/website/getMenuList")).toBe(1);
});

test("upstream HTML is sanitised by the reader's image rules", () => {
  expect(reader().sanitize('<p onclick="x()">a<script>b</script></p>')).toBe("<p>a</p>");
});
