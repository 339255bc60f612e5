import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { createReadiness, PROBE_PATH } from "../../../../server/web/observability/readiness.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});

const servers: http.Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  lines.length = 0;
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** An upstream answering the probe path with `status()`; counts the probes. */
async function upstream(status: () => number) {
  const probes: string[] = [];
  const server = http.createServer((req, res) => {
    probes.push(req.url ?? "");
    res.writeHead(status()).end("{}");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, probes };
}

test("an upstream that answers below 500 is ready; 5xx is not, with the status as the reason", async () => {
  let status = 404;
  const { url, probes } = await upstream(() => status);
  const readiness = createReadiness({ upstreamUrl: url, timeoutMs: 1000, logger, cacheMs: 0 });
  expect(await readiness.check()).toEqual({ ready: true });
  expect(probes).toEqual([PROBE_PATH]);
  status = 502;
  expect(await readiness.check()).toEqual({
    ready: false,
    reason: "content service answered 502",
    failingForSeconds: 0,
  });
});

test("an upstream that cannot be reached, or does not answer in time, is not ready", async () => {
  const { url } = await upstream(() => 200);
  await new Promise((resolve) => servers.pop()?.close(resolve));
  const gone = createReadiness({ upstreamUrl: url, timeoutMs: 1000, logger, cacheMs: 0 });
  expect(await gone.check()).toMatchObject({ ready: false, reason: "content service unreachable" });

  const silent = http.createServer(() => {});
  servers.push(silent);
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const hanging = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const late = createReadiness({ upstreamUrl: hanging, timeoutMs: 100, logger, cacheMs: 0 });
  expect(await late.check()).toMatchObject({ ready: false, reason: "content service did not answer in time" });
  silent.closeAllConnections();
});

test("a local reason wins without asking the upstream", async () => {
  const { url, probes } = await upstream(() => 200);
  let reason: string | null = "shutting down";
  const readiness = createReadiness({ upstreamUrl: url, timeoutMs: 1000, logger, localReason: () => reason });
  expect(await readiness.check()).toMatchObject({ ready: false, reason: "shutting down" });
  expect(probes).toEqual([]);
  reason = null;
  expect(await readiness.check()).toEqual({ ready: true });
});

test("checks within the interval share one probe, those at the same time one call", async () => {
  const { url, probes } = await upstream(() => 200);
  const readiness = createReadiness({ upstreamUrl: url, timeoutMs: 1000, logger, cacheMs: 60_000 });
  await Promise.all([readiness.check(), readiness.check(), readiness.check()]);
  await readiness.check();
  expect(probes).toHaveLength(1);
});

test("failing time counts from the first failure of a run, back to 0 on recovery; changes logged once", async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
  let status = 500;
  const { url } = await upstream(() => status);
  const readiness = createReadiness({ upstreamUrl: url, timeoutMs: 1000, logger, cacheMs: 0 });
  await readiness.check();
  vi.setSystemTime(1_002_500);
  expect(await readiness.check()).toMatchObject({ ready: false, failingForSeconds: 2 });
  expect(readiness.failingForSeconds()).toBe(2.5);
  status = 200;
  expect(await readiness.check()).toEqual({ ready: true });
  expect(readiness.failingForSeconds()).toBe(0);
  expect(lines.map((line) => line.msg)).toEqual(["not ready", "ready: the content service answers again"]);
  expect(lines[0]).toMatchObject({ reason: "content service answered 500" });
});
