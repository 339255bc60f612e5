// The built server as a real process: SIGTERM stops new connections, lets the in-flight responses
// finish (each saying Connection: close), closes idle keep-alive connections, loses no request under
// load, and exits 0.
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer } from "../../bench/attack/server-process.mjs";
import { runSigterm } from "../../bench/attack/sigterm.mjs";
import { SETTLE_MS } from "../../server/web/runtime/graceful-shutdown.js";
import { SLOW_MS, startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test("SIGTERM: the in-flight page completes, new connections are refused, the process exits 0", async () => {
  // No start-up warming: its own call to the slow endpoint would let the signal go before this page's request.
  const server = await startServer({ env: { UPSTREAM_URL: upstream.url, LOG_LEVEL: "silent", PAGE_WARMING: "off" } });
  await server.ready();
  const { port, child } = server;
  upstream.fail("GET /api/homepage/articleList", "slow");
  const inFlight = get(port, "/");
  inFlight.catch(() => undefined);
  // Signal only once the page is in flight: its slow upstream call has arrived.
  await expect
    .poll(() => upstream.requests.some((r) => r.url === "/api/homepage/articleList"), { timeout: 5000 })
    .toBe(true);
  child.kill("SIGTERM");
  // The listener closes as soon as the signal is handled; a busy machine may take a moment.
  await expect
    .poll(
      () =>
        get(port, "/healthz").then(
          () => "accepted",
          (error: Error) => error.message,
        ),
      { timeout: 5000 },
    )
    .toMatch(/ECONNREFUSED/);
  const page = await inFlight;
  expect(page.status).toBe(200);
  expect(page.body).toContain("集團年度策略會議圓滿落幕");
  expect((await server.exited).code).toBe(0);
  await server.stop();
});

test("SIGTERM: an answer in flight says Connection: close; an idle keep-alive connection closes at once; no waiting for the grace period", async () => {
  upstream.reset();
  const server = await startServer({
    // No start-up warming: the request below must be the one that waits on the slow upstream.
    env: { UPSTREAM_URL: upstream.url, LOG_LEVEL: "silent", SHUTDOWN_GRACE_MS: "30000", PAGE_WARMING: "off" },
  });
  await server.ready();
  const { port, child } = server;
  // One keep-alive connection, used once and then idle for longer than SETTLE_MS.
  const idle = net.connect(port, "127.0.0.1");
  idle.on("error", () => {});
  idle.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
  await new Promise((resolve) => idle.once("data", resolve));
  const idleClosed = new Promise<number>((resolve) => idle.once("close", () => resolve(performance.now())));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 500));

  upstream.fail("GET /api/homepage/articleList", "slow");
  const inFlight = new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get({ host: "127.0.0.1", port, path: "/?in-flight", agent: new http.Agent({ keepAlive: true }) }, resolve)
      .on("error", reject),
  );
  inFlight.catch(() => undefined);
  await expect
    .poll(() => upstream.requests.some((r) => r.url === "/api/homepage/articleList"), { timeout: 5000 })
    .toBe(true);
  const signalled = performance.now();
  child.kill("SIGTERM");
  expect((await idleClosed) - signalled).toBeLessThan(1000);
  const page = await inFlight;
  expect(page.statusCode).toBe(200);
  expect(page.headers.connection).toBe("close");
  page.resume();
  expect((await server.exited).code).toBe(0);
  await server.stop();
  // The slow call takes SLOW_MS; the 30 s grace period is not waited out.
  expect(performance.now() - signalled).toBeLessThan(SLOW_MS + 5000);
});

test("SIGTERM under load: 32 keep-alive clients lose no request, and every answer after the signal says Connection: close", async () => {
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  try {
    await server.ready();
    const result = await runSigterm({ port: server.port, child: server.child, clients: 32, signalAtMs: 2000 });
    expect(result.before).toBeGreaterThan(0);
    expect(result.failed, JSON.stringify(result.failures)).toEqual({});
    expect(result.keepAliveAfterSignal).toBe(0);
    expect(result.exit).toBe(0);
  } finally {
    await server.stop();
  }
}, 60_000);
