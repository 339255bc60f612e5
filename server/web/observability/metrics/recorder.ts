// What the server reports about itself; nothing else depends on prom-client.

export type CacheOutcome = "hit" | "miss" | "stale";

export interface MetricsRecorder {
  requestStarted(): void;
  /** `route` is a template ("/page3", "/api/*"), never the raw URL; `statusClass` "2xx".."5xx" or "aborted". */
  requestEnded(route: string, method: string, statusClass: string, seconds: number): void;
  upstreamCall(endpoint: string, method: string, ok: boolean, seconds: number): void;
  cacheLookup(cache: "content" | "page", outcome: CacheOutcome): void;
  /** "shared": a render collected whole for the page cache; "live": a render streamed to the visitors who asked. */
  render(mode: "shared" | "live", seconds: number): void;
}

export const noMetrics: MetricsRecorder = {
  requestStarted: () => {},
  requestEnded: () => {},
  upstreamCall: () => {},
  cacheLookup: () => {},
  render: () => {},
};

export function upstreamEndpoint(path: string): string {
  return (path.split("?", 1)[0] ?? "").replace(/\/\d+(?=\/|$)/g, "/:n");
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}
