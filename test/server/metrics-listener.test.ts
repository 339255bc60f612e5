// The built server as a real process with METRICS_PORT: /metrics answers on its own listener (loopback),
// counts the public traffic by route template, and the public port does not serve it.
import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "../fixtures/server-process.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";

let upstream: TestUpstream;
let server: ServerProcess;
let publicPort: number;
let metricsPort: number;

function get(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"] ?? "", body }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  upstream = await startTestUpstream();
  publicPort = await freePort();
  metricsPort = await freePort();
  server = startServerProcess(publicPort, {
    METRICS_PORT: String(metricsPort),
    UPSTREAM_URL: upstream.url,
    LOG_LEVEL: "silent",
  });
  await waitFor("the metrics listener", () => get(metricsPort, "/metrics").then((r) => r.status === 200));
  await waitFor("the public listener", () => get(publicPort, "/healthz").then((r) => r.status === 200));
});
afterAll(async () => {
  await server.stop();
  await upstream.close();
});
test("/metrics on the metrics listener counts public requests by route template", async () => {
  expect((await get(publicPort, "/page3?id=1")).status).toBe(200);
  const metrics = await get(metricsPort, "/metrics");
  expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(metrics.body).toContain('website_http_requests_total{route="/page3",method="GET",status_class="2xx"} 1');
  expect(metrics.body).toContain("process_cpu_user_seconds_total");
  expect((await get(metricsPort, "/")).status).toBe(404);
});

test("the public port does not answer /metrics", async () => {
  const res = await get(publicPort, "/metrics");
  expect(res.status).toBe(404);
  expect(res.body).not.toContain("# HELP");
  expect(res.body).not.toContain("website_http_requests_total");
});
