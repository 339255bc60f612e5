import { expect, test } from "vitest";
import { createPrometheusMetrics } from "../../../../../server/web/observability/metrics/prometheus.js";

test("the recorder's calls become the series a scraper reads, in a registry of their own", async () => {
  const { registry, recorder } = createPrometheusMetrics();
  recorder.requestStarted();
  recorder.requestStarted();
  recorder.requestEnded("/charity4", "GET", "2xx", 0.02);
  recorder.upstreamCall("getPage", "POST", false, 0.3);
  recorder.upstreamCall("getPage", "POST", true, 0.1);
  recorder.cacheLookup("page", "stale");
  recorder.render("shared", 0.004);
  const text = await registry.metrics();
  expect(text).toContain('website_http_requests_total{route="/charity4",method="GET",status_class="2xx"} 1');
  expect(text).toContain("website_http_requests_in_flight 1");
  expect(text).toContain('website_upstream_errors_total{endpoint="getPage",method="POST"} 1');
  expect(text).toContain(
    'website_upstream_request_duration_seconds_count{endpoint="getPage",method="POST",outcome="ok"} 1',
  );
  expect(text).toContain('website_cache_lookups_total{cache="page",outcome="stale"} 1');
  expect(text).toContain('website_render_duration_seconds_bucket{le="0.005",mode="shared"} 1');
  expect(text).toContain("nodejs_eventloop_lag_seconds");
  expect((await createPrometheusMetrics().registry.metrics()).includes("/charity4")).toBe(false);
});
