// The built server as `npm run serve` runs it (128 MB heap), with the embedded content service, under
// a scaled-down slow-body attack (`npm run attack` runs the full 3,000 connections): connections that
// POST a page with a large Content-Length and send one byte at a time. The server must stay up, let
// go of every such connection within its deadlines, keep its memory bounded, and keep answering
// other visitors. Also: headers sent slowly get a 408 within HEADERS_TIMEOUT_MS.
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type ServerProcess } from "../../bench/attack/server-process.mjs";
import { runSlowBody } from "../../bench/attack/slow-body.mjs";

const BODY_TIMEOUT_MS = 2000;
const HEADERS_TIMEOUT_MS = 2000;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    env: {
      BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      MAX_PENDING_BODIES: "64",
      MAX_PENDING_BODIES_PER_CLIENT: "32",
      // The donation rate limit would answer most of these posts with a 429 before their bodies: off
      // here, so the body bounds themselves are what is tested.
      DONATION_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
    },
  });
  await server.ready();
}, 60_000);
afterAll(() => server.stop());

test("300 slow-body connections: the server lets go of each within its deadline and keeps serving", async () => {
  const result = await runSlowBody({
    port: server.port,
    pid: server.pid,
    connections: 300,
    // Long enough that a connection held past the deadline (plus slack) shows.
    durationMs: 15_000,
    byteIntervalMs: 500,
    rampMs: 500,
    reconnectDelayMs: 1000,
    visitorIntervalMs: 100,
  });
  expect(result.alive).toBe(true);
  expect(server.child.exitCode).toBeNull();
  // Held at most the body deadline (plus a busy machine's slack), never Node's 300 s default.
  expect(result.longestHeldMs).toBeLessThan(BODY_TIMEOUT_MS + 6000);
  // Some were refused at once (the pending-body bound), some cut at the deadline.
  expect(result.answered["503"] ?? 0).toBeGreaterThan(0);
  expect(result.answered["408"] ?? 0).toBeGreaterThan(0);
  expect(result.rss.peak).toBeLessThan(300);
  // Every visitor got a page.
  expect(result.visitors.errors).toEqual({});
  expect(Object.keys(result.visitors.byStatus)).toEqual(["200"]);
  expect(result.visitors.total).toBeGreaterThan(3);
  expect(server.lines.filter((line) => /heap limit|"level":(50|60)/.test(line))).toEqual([]);
}, 60_000);

test("headers sent slowly: a 408 within HEADERS_TIMEOUT_MS, the connection closed", async () => {
  const socket = net.connect(server.port, "127.0.0.1");
  const started = performance.now();
  socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
  const trickle = setInterval(() => socket.writable && socket.write("X-A: b\r\n"), 300);
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
  socket.on("error", () => {});
  await new Promise((resolve) => socket.on("close", resolve));
  clearInterval(trickle);
  expect(text).toMatch(/^HTTP\/1\.1 408/);
  // Checked every second: the deadline plus at most one check interval, plus slack.
  expect(performance.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS + 1000 + 2000);
});
