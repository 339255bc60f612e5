// The real app on a loopback port with its log lines and its metrics, and raw requests to it (bytes,
// header order and informational answers as sent), for the page path's tests.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { createApp } from "../../server/web/app.js";
import type { Config } from "../../server/web/config.js";
import { createPrometheusMetrics, type PrometheusMetrics } from "../../server/web/observability/metrics/prometheus.js";
import { testConfig } from "./app-harness.js";

export interface RawAnswer {
  status: number;
  /** [name, value] in the order sent. */
  headers: Array<[string, string]>;
  body: Buffer;
  /** 1xx answers before it, with their headers (the app sends none). */
  informational: Array<{ status: number; headers: http.IncomingHttpHeaders }>;
}

export interface CountedApp {
  port: number;
  metrics: PrometheusMetrics;
  /** Every log line so far, parsed. */
  lines: Record<string, unknown>[];
  close(): Promise<void>;
}

export async function startCountedApp(upstreamUrl: string, overrides: Partial<Config> = {}): Promise<CountedApp> {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const metrics = createPrometheusMetrics();
  const app = createApp({
    config: testConfig(overrides),
    logger,
    upstreamUrl,
    metrics: metrics.recorder,
  });
  const server = http.createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    port,
    metrics,
    lines,
    close: () =>
      new Promise((resolve) => {
        app.close();
        server.close(() => resolve());
      }),
  };
}

/** One request as a client sends it; `target` goes on the request line as it is. */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const informational: RawAnswer["informational"] = [];
    const req = http.request({ host: "127.0.0.1", port, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i] ?? "", res.rawHeaders[i + 1] ?? ""]);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks), informational });
      });
      res.on("error", reject);
    });
    req.on("information", (info) => informational.push({ status: info.statusCode, headers: info.headers }));
    req.on("error", reject);
    req.end(body);
  });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const BROWSER = { "accept-encoding": "gzip, deflate, br" };

export function headerOf(answer: RawAnswer, name: string): string | undefined {
  return answer.headers.find(([n]) => n.toLowerCase() === name)?.[1];
}

/** The request log line of the answer with this id, once the response's close has written it. */
export async function logLine(app: CountedApp, id: string): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 10_000; waited += 10) {
    const line = app.lines.find((l) => l.msg === "request" && l.reqId === id);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no request line for ${id}`);
}

export function withoutVolatile(line: Record<string, unknown>): Array<[string, unknown]> {
  return Object.entries(line).map(([key, value]) => [key, ["time", "reqId", "ms"].includes(key) ? key : value]);
}

/** The lines of these series, as Prometheus prints them. */
export async function series(app: CountedApp, names: string[]): Promise<string[]> {
  const text = await app.metrics.registry.metrics();
  return text
    .split("\n")
    .filter((line) => names.some((name) => line.startsWith(`${name}{`) || line.startsWith(`${name} `)));
}
