// SIGTERM with a keep-alive client (a reverse proxy's pool) whose request is in flight: the response
// completes, the connection is not kept for more, and the process exits 0 long before the grace period.
import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startServerProcess, waitFor } from "../fixtures/server-process.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

function get(agent: http.Agent, port: number, path: string): Promise<{ status: number; connection: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection ?? "" }));
      })
      .on("error", reject);
  });
}

test("a kept-alive connection busy at SIGTERM closes after its response; exit 0 well inside the grace period", async () => {
  const port = await freePort();
  // Far longer than the test waits: reaching it would mean the connection held the process.
  const server = startServerProcess(port, {
    UPSTREAM_URL: upstream.url,
    LOG_LEVEL: "silent",
    SHUTDOWN_GRACE_MS: "60000",
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await waitFor("the server", () => get(agent, port, "/healthz").then((r) => r.status === 200));
    upstream.fail("GET /api/homepage/articleList", "slow");
    // Same pooled connection as the health check.
    const inFlight = get(agent, port, "/");
    await waitFor("the slow upstream call", () => upstream.requests.some((r) => r.url === "/api/homepage/articleList"));
    const started = Date.now();
    server.child.kill("SIGTERM");
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.connection).toBe("close");
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
  } finally {
    agent.destroy();
    await server.stop();
  }
}, 60_000);

test("a kept-alive connection whose response began before SIGTERM is closed once that response ends", async () => {
  const port = await freePort();
  const server = startServerProcess(port, {
    UPSTREAM_URL: upstream.url,
    LOG_LEVEL: "silent",
    SHUTDOWN_GRACE_MS: "60000",
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await waitFor("the server", () => get(agent, port, "/healthz").then((r) => r.status === 200));
    // Headers and half the body leave before the signal; the rest after it.
    upstream.fail("GET /media/held/clip.webm", "held");
    const inFlight = get(agent, port, "/media/held/clip.webm");
    await waitFor("the held answer to start", () => upstream.requests.some((r) => r.url === "/media/held/clip.webm"));
    const started = Date.now();
    server.child.kill("SIGTERM");
    await waitFor("the listener to close", () =>
      get(new http.Agent(), port, "/healthz").then(
        () => false,
        () => true,
      ),
    );
    upstream.release();
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
  } finally {
    agent.destroy();
    await server.stop();
  }
}, 60_000);
