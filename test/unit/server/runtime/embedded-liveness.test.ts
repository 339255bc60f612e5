// The probe's rule with a stand-in child: heartbeats keep it quiet however late each one reports the
// child's event loop to be (that is logged, at most once a minute); silence past the limit calls onHung
// once, with the reason.
import type { ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import http from "node:http";
import { expect, test, vi } from "vitest";
import { silenceLimitMs, watchLiveness } from "../../../../server/web/runtime/embedded-liveness.js";
import { captureLogs } from "../../../server/log-capture.js";

const SETTINGS = { intervalMs: 20, timeoutMs: 10, misses: 2 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function standInChild(): ChildProcess & EventEmitter {
  return Object.assign(new EventEmitter(), { pid: 4242 }) as unknown as ChildProcess & EventEmitter;
}

test("beats keep a late child alive (its delay logged once); silence past the limit is hung, once", async () => {
  const child = standInChild();
  const logs = captureLogs("info");
  const onHung = vi.fn();
  const probe = watchLiveness(child, SETTINGS, logs.logger, onHung);
  for (let i = 0; i < 15; i++) {
    child.emit("message", { type: "alive", loopDelayMs: 3000 });
    await sleep(SETTINGS.intervalMs);
  }
  expect(onHung).not.toHaveBeenCalled();
  expect(logs.entries().map((e) => [e.msg, e.loopDelayMs])).toEqual([
    ["embedded content service busy: its event loop is late, but turning", 3000],
  ]);
  // Other messages are not heartbeats.
  child.emit("message", { type: "listening", port: 1 });
  await vi.waitFor(() => expect(onHung).toHaveBeenCalledOnce(), { timeout: 2000 });
  expect(onHung).toHaveBeenCalledWith(`no heartbeat for ${silenceLimitMs(SETTINGS)} ms: its event loop is not turning`);
  await sleep(5 * SETTINGS.intervalMs);
  expect(onHung).toHaveBeenCalledOnce();
  expect(child.listenerCount("message")).toBe(0);
  probe.stop();
});

test("a stall of the supervisor's own loop is not the child's silence: its queued beats are read first", async () => {
  const child = standInChild();
  const logs = captureLogs("info");
  const onHung = vi.fn();
  const probe = watchLiveness(child, SETTINGS, logs.logger, onHung);
  const beat = () => child.emit("message", { type: "alive", loopDelayMs: 0 });
  beat();
  // This process busy for four silence limits; the child's beat of that time is read after the timers.
  const until = performance.now() + 4 * silenceLimitMs(SETTINGS);
  while (performance.now() < until);
  setImmediate(beat);
  await sleep(SETTINGS.intervalMs);
  beat();
  await sleep(SETTINGS.intervalMs);
  expect(onHung).not.toHaveBeenCalled();
  probe.stop();
});

/** A loopback server that answers each request, never answers, or drops every new connection. */
async function childPort(mode: "answers" | "drops" | "hangs"): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    if (mode === "answers") res.end("{}");
  });
  server.on("connection", (socket) => {
    if (mode === "drops") socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/healthz`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

test.each([
  ["answers", false],
  ["hangs", false],
  ["drops", true],
] as const)("a beating child whose port %s on a new connection: hung %s", async (mode, hung) => {
  const child = standInChild();
  const port = await childPort(mode);
  const onHung = vi.fn();
  const probe = watchLiveness(child, SETTINGS, captureLogs("info").logger, onHung, port.url);
  for (let i = 0; i < 15; i++) {
    child.emit("message", { type: "alive", loopDelayMs: 0 });
    await sleep(SETTINGS.intervalMs);
  }
  probe.stop();
  await port.close();
  expect(onHung.mock.calls).toEqual(
    hung
      ? [[expect.stringMatching(/^2 new connections in a row failed \(\w+\): it cannot take a new connection$/)]]
      : [],
  );
});
