// The prom-client side of MetricsRecorder, with prom-client's default process metrics.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { MetricsRecorder } from "./recorder.js";

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const HELP = {
  website_http_requests_total: "Responses by route template, method and status class (aborted: the client left first).",
  website_http_request_duration_seconds:
    "Time from the request reaching the app to the response's last byte, by route template.",
  website_http_requests_in_flight: "Requests the app has received and not yet answered.",
  website_upstream_request_duration_seconds:
    "Server-side calls to the content upstream (not proxied requests), by endpoint and outcome.",
  website_upstream_errors_total:
    "Server-side upstream calls that failed (network, timeout, non-2xx, bad JSON or shape), by endpoint.",
  website_cache_lookups_total:
    "Content-cache and page-cache lookups: hit (fresh), stale (served while refreshing), miss.",
  website_render_duration_seconds:
    "React renders: shared (collected whole for the page cache) or live (streamed to the visitors who asked).",
};
type MetricName = keyof typeof HELP;

export interface PrometheusMetrics {
  registry: Registry;
  recorder: MetricsRecorder;
}

export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  // Event-loop lag comes from here: nodejs_eventloop_lag_seconds and its percentiles.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: MetricName, labelNames: readonly L[]) =>
    new Counter({ name, help: HELP[name], labelNames, registers });
  const histogram = <L extends string>(name: MetricName, labelNames: readonly L[]) =>
    new Histogram({ name, help: HELP[name], labelNames, buckets: SECONDS, registers });

  const requests = counter("website_http_requests_total", ["route", "method", "status_class"]);
  const duration = histogram("website_http_request_duration_seconds", ["route", "method", "status_class"]);
  const inFlight = new Gauge({
    name: "website_http_requests_in_flight",
    help: HELP.website_http_requests_in_flight,
    registers,
  });
  const upstream = histogram("website_upstream_request_duration_seconds", ["endpoint", "method", "outcome"]);
  const upstreamErrors = counter("website_upstream_errors_total", ["endpoint", "method"]);
  const cache = counter("website_cache_lookups_total", ["cache", "outcome"]);
  const render = histogram("website_render_duration_seconds", ["mode"]);

  const recorder: MetricsRecorder = {
    requestStarted: () => inFlight.inc(),
    requestEnded: (route, method, status_class, seconds) => {
      inFlight.dec();
      const labels = { route, method, status_class };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    upstreamCall: (endpoint, method, ok, seconds) => {
      upstream.observe({ endpoint, method, outcome: ok ? "ok" : "error" }, seconds);
      if (!ok) upstreamErrors.inc({ endpoint, method });
    },
    cacheLookup: (name, outcome) => cache.inc({ cache: name, outcome }),
    render: (mode, seconds) => render.observe({ mode }, seconds),
  };
  return { registry, recorder };
}
