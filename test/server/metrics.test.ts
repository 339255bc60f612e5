// The app's Prometheus series: requests by route template (never the raw URL) and status class,
// upstream calls by endpoint, cache outcomes, render time, in-flight requests, default metrics —
// and nothing of it on the public port.
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import { createPrometheusMetrics, type PrometheusMetrics } from "../../server/web/observability/metrics/prometheus.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig } from "./app-harness.js";

let upstream: TestUpstream;
let metrics: PrometheusMetrics;
let text: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  metrics = createPrometheusMetrics();
  const app = createApp({
    config: testConfig(),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
    metrics: metrics.recorder,
  });
  const agent = request(app);
  await agent.get("/").expect(200);
  await agent.get("/").expect(200);
  await agent.get("/page3?id=1").expect(200);
  await agent.get("/page3?id=2").expect(200);
  await agent.get("/no/such/path-9431").expect(404);
  await agent.get("/another/unknown-7713?q=1").expect(404);
  await agent.get("/api/homepage/slider").expect(200);
  await agent.get("/api/website/getSecrets").expect(404);
  upstream.fail("POST /api/website/getHistoryList", "500");
  await agent.get("/about").expect(200);
  text = await metrics.registry.metrics();
});
afterAll(() => upstream.close());

/** The value of one series, by its exact label set as Prometheus prints it. */
function value(series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
}

test("requests are counted and timed by route template and status class", () => {
  expect(value('website_http_requests_total{route="/",method="GET",status_class="2xx"}')).toBe(2);
  expect(value('website_http_requests_total{route="/page3",method="GET",status_class="2xx"}')).toBe(2);
  expect(value('website_http_requests_total{route="/*",method="GET",status_class="4xx"}')).toBe(2);
  expect(value('website_http_requests_total{route="/api/homepage/slider",method="GET",status_class="2xx"}')).toBe(1);
  expect(value('website_http_requests_total{route="/api/*",method="GET",status_class="4xx"}')).toBe(1);
  expect(value('website_http_request_duration_seconds_count{route="/page3",method="GET",status_class="2xx"}')).toBe(2);
  expect(
    value('website_http_request_duration_seconds_bucket{le="+Inf",route="/",method="GET",status_class="2xx"}'),
  ).toBe(2);
  expect(value("website_http_requests_in_flight")).toBe(0);
});

test("no raw URL, id or query ever becomes a label", () => {
  for (const raw of ["id=1", "path-9431", "unknown-7713", "getSecrets", "q=1"]) expect(text).not.toContain(raw);
});

test("upstream calls by endpoint, errors counted", () => {
  expect(
    value(
      'website_upstream_request_duration_seconds_count{endpoint="/api/website/getPage",method="POST",outcome="ok"}',
    ),
  ).toBe(2);
  expect(value('website_upstream_errors_total{endpoint="/api/website/getHistoryList",method="POST"}')).toBe(1);
});

test("page-cache and content-cache outcomes", () => {
  // "/" twice: rendered once, then served from the page cache; the two unknown paths share one
  // not-found render (pages are keyed by the routes they match, not the raw URL).
  expect(value('website_cache_lookups_total{cache="page",outcome="hit"}')).toBe(2);
  expect(value('website_cache_lookups_total{cache="page",outcome="miss"}')).toBeGreaterThanOrEqual(4);
  // The menu is loaded once, then every other page finds it.
  expect(value('website_cache_lookups_total{cache="content",outcome="hit"}')).toBeGreaterThanOrEqual(3);
  expect(value('website_cache_lookups_total{cache="content",outcome="miss"}')).toBeGreaterThanOrEqual(4);
});

test("render time: shared renders for the cache, live renders for degraded pages", () => {
  expect(value('website_render_duration_seconds_count{mode="shared"}')).toBeGreaterThanOrEqual(4);
  // /about with a failed upstream call is degraded: never cached, streamed to its visitor.
  expect(value('website_render_duration_seconds_count{mode="live"}')).toBe(1);
});

test("prom-client's default process metrics, event-loop lag included", () => {
  for (const name of [
    "process_cpu_user_seconds_total",
    "process_resident_memory_bytes",
    "nodejs_eventloop_lag_seconds",
  ])
    expect(text).toContain(`\n${name} `);
  expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
});

test("the public app does not answer /metrics", async () => {
  const app = createApp({
    config: testConfig(),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
    metrics: metrics.recorder,
  });
  const res = await request(app).get("/metrics");
  expect(res.status).toBe(404);
  expect(res.text).not.toContain("# HELP");
});
