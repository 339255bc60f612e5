// The built server as a real process: SIGTERM stops new connections, lets the in-flight response
// finish, and exits 0.
import { spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

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
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", UPSTREAM_URL: upstream.url, LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await expect
    .poll(
      () =>
        get(port, "/healthz").then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);
  upstream.fail("GET /api/homepage/articleList", "slow");
  const inFlight = get(port, "/");
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
  expect(await exited).toBe(0);
});
