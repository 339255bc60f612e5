import { Registry } from "prom-client";
import { expect, test } from "vitest";
import {
  contentServiceRestartCounter,
  upstreamFailingGauge,
} from "../../../../../server/web/observability/metrics/runtime-metrics.js";

test("both restart series exist before the first restart, then count by reason", async () => {
  const registry = new Registry();
  const restarted = contentServiceRestartCounter(registry);
  let text = await registry.metrics();
  expect(text).toContain('website_content_service_restarts_total{reason="exited"} 0');
  expect(text).toContain('website_content_service_restarts_total{reason="unresponsive"} 0');
  restarted("unresponsive");
  restarted("unresponsive");
  text = await registry.metrics();
  expect(text).toContain('website_content_service_restarts_total{reason="unresponsive"} 2');
  expect(text).toContain('website_content_service_restarts_total{reason="exited"} 0');
});

test("the failing gauge checks readiness at scrape time and reads its failing seconds", async () => {
  const registry = new Registry();
  let checks = 0;
  let seconds = 0;
  upstreamFailingGauge(registry, {
    check: async () => {
      checks++;
      seconds = 12.5;
    },
    failingForSeconds: () => seconds,
  });
  expect(await registry.metrics()).toContain("website_upstream_failing_seconds 12.5");
  expect(checks).toBe(1);
});
