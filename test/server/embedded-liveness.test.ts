// The liveness probe of the embedded content service: a child stopped with SIGSTOP (alive, never answering)
// is killed and replaced within the documented bound (docs/deploying.md, "When the content service hangs"),
// the restart logged once at warn with its reason and counted in the metrics; a donation in flight gets
// "result not yet known" at once, and one after the restart succeeds. A child that is only slow, or busy
// with a queue of requests longer than any deadline, is left alone: the probe waits for the child's
// heartbeat, which a turning loop keeps sending.
// Against the built content service (dist/), as real child processes.
import { spawn } from "node:child_process";
import net from "node:net";
import { Registry } from "prom-client";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startServer, type ServerProcess } from "../../bench/attack/server-process.mjs";
import { createApp } from "../../server/web/app.js";
import type { EmbeddedService } from "../../server/web/runtime/embedded-content-service.js";
import { contentServiceRestartCounter } from "../../server/web/observability/metrics/runtime-metrics.js";
import { RESULT_UNKNOWN_NOTICE } from "../../shared/ui/donation/donation-notices.js";
import { tempDbFile } from "../content-service/content-test-service.js";
import { donateBody } from "../fixtures/donate-body.js";
import { testConfig } from "./app-harness.js";
import { sleep, startSupervisedChild } from "./embedded-harness.js";
import { captureLogs } from "./log-capture.js";

const WRK = process.env.WRK ?? "/usr/bin/wrk";
const PROBE = { intervalMs: 200, timeoutMs: 150, misses: 3, killGraceMs: 300 };
const INITIAL_BACKOFF_MS = 250;
/** A child's start-up (Node, the bundle, the database) on a loaded test machine. */
const START_ALLOWANCE_MS = 5000;
/** The documented bound: the misses, the last deadline, the kill grace, the backoff, a start. */
const RESTART_BOUND_MS =
  PROBE.misses * PROBE.intervalMs + PROBE.timeoutMs + PROBE.killGraceMs + INITIAL_BACKOFF_MS + START_ALLOWANCE_MS;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the liveness probe", () => {
  const temp = tempDbFile();
  const logs = captureLogs("info");
  let registry: Registry;
  let service: EmbeddedService;
  beforeEach(async () => {
    registry = new Registry();
    service = await startSupervisedChild(logs.logger, temp.file, {
      initialBackoffMs: INITIAL_BACKOFF_MS,
      liveness: PROBE,
      onRestart: contentServiceRestartCounter(registry),
    });
  }, 30_000);
  afterEach(async () => {
    await service.stop();
  });

  test("SIGSTOP: killed and replaced within the bound; in-flight donation unknown; the next one succeeds", async () => {
    const app = createApp({ config: testConfig(), logger: logs.logger, upstreamUrl: service.url });
    const stoppedPid = service.pid ?? 0;
    expect(stoppedPid).toBeGreaterThan(0);
    process.kill(stoppedPid, "SIGSTOP");
    const stoppedAt = performance.now();
    const inFlight = request(app)
      .post("/api/homepage/donate")
      .send(donateBody())
      .then((res) => ({
        res,
        ms: performance.now() - stoppedAt,
      }));

    await expect
      .poll(() => service.running && service.pid !== stoppedPid, { timeout: RESTART_BOUND_MS, interval: 50 })
      .toBe(true);
    const restartedMs = performance.now() - stoppedAt;
    expect(restartedMs).toBeLessThan(RESTART_BOUND_MS);
    expect(alive(stoppedPid)).toBe(false);
    expect((await fetch(`${service.url}/api/homepage/slider`)).status).toBe(200);

    // Answered when the child was killed, long before DONATION_TIMEOUT_MS (30 s): the order might exist.
    const { res, ms } = await inFlight;
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ message: `${RESULT_UNKNOWN_NOTICE.title}：${RESULT_UNKNOWN_NOTICE.message}` });
    expect(ms).toBeLessThan(RESTART_BOUND_MS);

    const after = await request(app).post("/api/homepage/donate").send(donateBody());
    expect(after.status).toBe(200);
    expect(after.text).toContain('name="MerchantTradeNo"');

    const restarts = logs
      .entries()
      .filter((e) => e.msg === "embedded content service stopped answering; killed, restarting it");
    expect(restarts).toHaveLength(1);
    expect(restarts[0]).toMatchObject({
      level: 40,
      pid: stoppedPid,
      // A stopped process acts on SIGTERM only once continued: SIGKILL after the grace ended it.
      signal: "SIGKILL",
      reason: "no heartbeat for 750 ms: its event loop is not turning",
      restart: 1,
    });
    expect(logs.entries().filter((e) => e.msg === "embedded content service exited; restarting it")).toEqual([]);
    expect(service.restarts).toBe(1);
    const metrics = await registry.metrics();
    expect(metrics).toContain('website_content_service_restarts_total{reason="unresponsive"} 1');
    expect(metrics).toContain('website_content_service_restarts_total{reason="exited"} 0');
  }, 60_000);

  test("a slow child (every answer late, within the deadline) is not restarted", async () => {
    const pid = service.pid ?? 0;
    const restartsBefore = service.restarts;
    const warnsBefore = logs.entries().filter((e) => e.level === 40).length;
    // Paused for 80 ms out of every 100: the probe's answers come late, well within its 150 ms deadline.
    let slow = true;
    const pauses = (async () => {
      while (slow) {
        process.kill(pid, "SIGSTOP");
        await sleep(80);
        process.kill(pid, "SIGCONT");
        await sleep(20);
      }
    })();
    const lateness: number[] = [];
    const until = performance.now() + PROBE.misses * PROBE.intervalMs * 4;
    while (performance.now() < until) {
      const started = performance.now();
      await fetch(`${service.url}/healthz`);
      lateness.push(performance.now() - started);
    }
    slow = false;
    await pauses;

    // It was slow: some answers waited for a pause to end.
    expect(Math.max(...lateness)).toBeGreaterThan(50);
    expect(service.pid).toBe(pid);
    expect(service.restarts).toBe(restartsBefore);
    expect(logs.entries().filter((e) => e.level === 40).length).toBe(warnsBefore);
  }, 30_000);
});

describe("a busy child", () => {
  const temp = tempDbFile();
  const logs = captureLogs("info");
  afterAll(() => temp.remove());

  test("a busy child (400 connections keeping its loop full for 5 s) is not restarted", async () => {
    // A tight deadline: a queue of 400 requests makes any /healthz answer later than 50 ms, so a probe
    // that asked over HTTP would have killed it five asks in.
    const busy = await startSupervisedChild(logs.logger, temp.file, {
      liveness: { intervalMs: 200, timeoutMs: 50, misses: 5, killGraceMs: 300 },
    });
    try {
      const pid = busy.pid;
      const flood = spawn(WRK, ["-t", "1", "-c", "400", "-d", "5s", `${busy.url}/api/homepage/slider`], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      let report = "";
      flood.stdout.on("data", (chunk: Buffer) => (report += chunk.toString("utf8")));
      await new Promise((resolve) => flood.once("exit", resolve));
      const served = Number(/(\d+) requests in/.exec(report)?.[1] ?? 0);
      expect(served).toBeGreaterThan(1000);
      expect(busy.pid).toBe(pid);
      expect(busy.restarts).toBe(0);
      expect(
        logs.entries().filter((e) => e.msg === "embedded content service stopped answering; killed, restarting it"),
      ).toEqual([]);
      expect((await fetch(`${busy.url}/api/homepage/slider`)).status).toBe(200);
    } finally {
      await busy.stop();
    }
  }, 30_000);
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address !== null ? address.port : 0;
}

describe("the built web server (npm run serve): CONTENT_PROBE_* settings, the restart in /metrics", () => {
  let server: ServerProcess;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({
      env: {
        CONTENT_PROBE_INTERVAL_MS: String(PROBE.intervalMs),
        CONTENT_PROBE_TIMEOUT_MS: String(PROBE.timeoutMs),
        CONTENT_PROBE_MISSES: String(PROBE.misses),
        CONTENT_KILL_GRACE_MS: String(PROBE.killGraceMs),
        METRICS_PORT: String(metricsPort),
      },
    });
    await server.ready();
  }, 60_000);
  afterAll(() => server.stop());

  const logged = () => server.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const childPid = (): unknown =>
    logged()
      .filter((e) => e.msg === "embedded content service started" || e.msg === "embedded content service restarted")
      .at(-1)?.pid;

  test("kill -STOP of the content service: replaced, logged at warn, counted; pages served again", async () => {
    const pid = childPid();
    if (typeof pid !== "number") throw new Error("no child pid logged");
    process.kill(pid, "SIGSTOP");
    await expect.poll(() => childPid() !== pid, { timeout: RESTART_BOUND_MS, interval: 50 }).toBe(true);
    expect(alive(pid)).toBe(false);
    await expect
      .poll(() => fetch(`${server.url}/readyz`).then((r) => r.status), { timeout: 5000, interval: 100 })
      .toBe(200);
    expect(await fetch(`${server.url}/about`).then((r) => r.text())).toContain("集團事業");
    const warn = logged().filter((e) => e.msg === "embedded content service stopped answering; killed, restarting it");
    expect(warn.map((e) => [e.level, e.reason])).toEqual([
      [40, "no heartbeat for 750 ms: its event loop is not turning"],
    ]);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
    expect(metrics).toContain('website_content_service_restarts_total{reason="unresponsive"} 1');
    expect(metrics).toContain("website_upstream_failing_seconds 0");
  }, 60_000);
});
