// The process's own health as series: restarts of the embedded content service by reason, and how long the
// content upstream has been failing (read at scrape time, so a scrape also checks it). docs/deploying.md
// has the alert rules built on them.
import { Counter, Gauge, type Registry } from "prom-client";
import type { RestartReason } from "../../runtime/embedded-content-service.js";

export function contentServiceRestartCounter(registry: Registry): (reason: RestartReason) => void {
  const restarts = new Counter({
    name: "website_content_service_restarts_total",
    help: "Restarts of the embedded content service: exited (it died) or unresponsive (killed after its heartbeat stopped).",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  // Both series exist from the start, so a rate() over them is defined before the first restart.
  restarts.inc({ reason: "exited" }, 0);
  restarts.inc({ reason: "unresponsive" }, 0);
  return (reason) => restarts.inc({ reason });
}

export function upstreamFailingGauge(
  registry: Registry,
  readiness: { check(): Promise<unknown>; failingForSeconds(): number },
): void {
  new Gauge({
    name: "website_upstream_failing_seconds",
    help: "Seconds since the content upstream's first failed readiness check in the current run of failures; 0 while it answers.",
    registers: [registry],
    async collect() {
      await readiness.check();
      this.set(readiness.failingForSeconds());
    },
  });
}
