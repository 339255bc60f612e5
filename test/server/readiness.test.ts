// /readyz (readiness, for the reverse proxy or orchestrator) beside /healthz (liveness): 503 while the
// upstream cannot be reached (down, hanging, answering 5xx) or while this process is shutting down;
// /healthz stays 200 all along. The probe is cached, so /readyz cannot be used to flood the upstream.
import http from "node:http";
import { Registry } from "prom-client";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import { upstreamFailingGauge } from "../../server/web/observability/metrics/runtime-metrics.js";
import { createReadiness, PROBE_PATH } from "../../server/web/observability/readiness.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp, testConfig } from "./app-harness.js";
import { captureLogs } from "./log-capture.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const probes = () => upstream.requests.filter((r) => r.url === PROBE_PATH).length;

test("a reachable upstream: /readyz 200, /healthz 200, neither cached", async () => {
  const app = buildApp(upstream.url);
  const ready = await request(app).get("/readyz").expect(200);
  expect(ready.body).toEqual({ status: "ready" });
  expect(ready.headers["cache-control"]).toBe("no-store");
  expect((await request(app).get("/healthz").expect(200)).body).toEqual({ status: "ok" });
});

test("an unreachable upstream: /readyz 503 with the reason, /healthz still 200", async () => {
  const app = buildApp("http://127.0.0.1:9");
  const res = await request(app).get("/readyz").expect(503);
  expect(res.body).toEqual({ status: "not ready", reason: "content service unreachable", failingForSeconds: 0 });
  await request(app).get("/healthz").expect(200);
});

test.each([
  ["500", "content service answered 500"],
  ["hang", "content service did not answer in time"],
  ["close", "content service unreachable"],
] as const)("an upstream that fails the probe (%s): 503", async (fault, reason) => {
  upstream.fail(`GET ${PROBE_PATH}`, fault);
  const app = buildApp(upstream.url, { upstreamTimeoutMs: 500 });
  expect((await request(app).get("/readyz").expect(503)).body).toMatchObject({ reason });
});

test("the probe runs once per interval (1 s by default) however often /readyz is asked; recovery shows", async () => {
  const logs = captureLogs();
  const readiness = createReadiness({ upstreamUrl: upstream.url, timeoutMs: 1000, logger: logs.logger, cacheMs: 300 });
  const app = createApp({ config: testConfig(), logger: logs.logger, upstreamUrl: upstream.url, readiness });
  upstream.fail(`GET ${PROBE_PATH}`, "500");
  await Promise.all(Array.from({ length: 20 }, () => request(app).get("/readyz").expect(503)));
  expect(probes()).toBe(1);
  upstream.reset();
  await new Promise((resolve) => setTimeout(resolve, 350));
  await request(app).get("/readyz").expect(200);
  // The change is logged once each way.
  const changes = logs.entries().filter((e) => e.msg === "not ready" || String(e.msg).startsWith("ready"));
  expect(changes.map((e) => e.msg)).toEqual(["not ready", "ready: the content service answers again"]);
});

test("shutting down (or the embedded service restarting): 503 without asking the upstream", async () => {
  let reason: string | null = "shutting down";
  const readiness = createReadiness({
    upstreamUrl: upstream.url,
    timeoutMs: 1000,
    logger: captureLogs().logger,
    localReason: () => reason,
  });
  const app = createApp({ config: testConfig(), logger: captureLogs().logger, upstreamUrl: upstream.url, readiness });
  expect((await request(app).get("/readyz").expect(503)).body).toMatchObject({ reason: "shutting down" });
  expect(probes()).toBe(0);
  reason = null;
  await request(app).get("/readyz").expect(200);
});

test("an external upstream that keeps failing: /readyz and the gauge count from the first failure; back to 0", async () => {
  const readiness = createReadiness({
    upstreamUrl: upstream.url,
    timeoutMs: 1000,
    logger: captureLogs().logger,
    cacheMs: 0,
  });
  const registry = new Registry();
  upstreamFailingGauge(registry, readiness);
  const app = createApp({ config: testConfig(), logger: captureLogs().logger, upstreamUrl: upstream.url, readiness });
  const gauge = async () => {
    const line = (await registry.metrics()).split("\n").find((l) => l.startsWith("website_upstream_failing_seconds "));
    return Number(line?.split(" ")[1]);
  };
  expect(await gauge()).toBe(0);

  upstream.fail(`GET ${PROBE_PATH}`, "500");
  expect((await request(app).get("/readyz").expect(503)).body).toEqual({
    status: "not ready",
    reason: "content service answered 500",
    failingForSeconds: 0,
  });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  // A scrape checks the upstream itself: the gauge is right even when nothing asks /readyz.
  const scraped = await gauge();
  expect(scraped).toBeGreaterThanOrEqual(1.1);
  // Whole seconds since the first failure; a busy machine may add a few to the 1.1 s waited.
  expect(scraped).toBeLessThan(10);
  const again: unknown = (await request(app).get("/readyz").expect(503)).body;
  const seconds =
    typeof again === "object" && again !== null && "failingForSeconds" in again ? again.failingForSeconds : null;
  expect([Math.floor(scraped), Math.floor(scraped) + 1]).toContain(seconds);

  upstream.reset();
  await request(app).get("/readyz").expect(200);
  expect(await gauge()).toBe(0);
  // A new run of failures counts from its own start.
  upstream.fail(`GET ${PROBE_PATH}`, "close");
  expect((await request(app).get("/readyz").expect(503)).body).toMatchObject({ failingForSeconds: 0 });
});

test("an upstream that answers on its open connection but drops every new one: 503 (issue 33.4)", async () => {
  // As a service at its open-file limit does: the socket it holds answers, a new one is accepted and closed.
  // An empty answer: the connection is free again as soon as its headers arrive, whatever the reader does.
  const server = http.createServer((_req, res) => res.writeHead(200, { "content-length": "0" }).end());
  let connections = 0;
  server.on("connection", (socket) => {
    connections += 1;
    if (connections > 1) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const readiness = createReadiness({ upstreamUrl: url, timeoutMs: 1000, logger: captureLogs().logger, cacheMs: 0 });
    expect(await readiness.check()).toEqual({ ready: true });
    // As between two real checks (a second apart): the first connection is idle again by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readiness.check()).toEqual({
      ready: false,
      reason: "content service unreachable",
      failingForSeconds: 0,
    });
    expect(connections).toBe(2);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
