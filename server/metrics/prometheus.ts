// The prom-client side of MetricsRecorder: one registry per process (tests make their own), the
// server's own series plus prom-client's default process metrics (CPU, memory, GC, event-loop lag).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { MetricsRecorder } from "./recorder.js";

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PrometheusMetrics {
  registry: Registry;
  recorder: MetricsRecorder;
}

export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  // Event-loop lag comes from here: nodejs_eventloop_lag_seconds and its percentiles.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: "website_http_requests_total",
    help: "Responses by route template, method and status class (aborted: the client left first).",
    labelNames: ["route", "method", "status_class"],
    registers,
  });
  const duration = new Histogram({
    name: "website_http_request_duration_seconds",
    help: "Time from the request reaching the app to the response's last byte, by route template.",
    labelNames: ["route", "method", "status_class"],
    buckets: SECONDS,
    registers,
  });
  const inFlight = new Gauge({
    name: "website_http_requests_in_flight",
    help: "Requests the app has received and not yet answered.",
    registers,
  });
  const upstream = new Histogram({
    name: "website_upstream_request_duration_seconds",
    help: "Server-side calls to the content upstream (not proxied requests), by endpoint and outcome.",
    labelNames: ["endpoint", "method", "outcome"],
    buckets: SECONDS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: "website_upstream_errors_total",
    help: "Server-side upstream calls that failed (network, timeout, non-2xx, bad JSON or shape), by endpoint.",
    labelNames: ["endpoint", "method"],
    registers,
  });
  const cache = new Counter({
    name: "website_cache_lookups_total",
    help: "Content-cache and page-cache lookups: hit (fresh), stale (served while refreshing), miss.",
    labelNames: ["cache", "outcome"],
    registers,
  });
  const render = new Histogram({
    name: "website_render_duration_seconds",
    help: "React renders: string (stored in the page cache) or stream (sent to one visitor).",
    labelNames: ["mode"],
    buckets: SECONDS,
    registers,
  });

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
