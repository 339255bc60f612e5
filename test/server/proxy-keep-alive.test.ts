// Connections through the proxy: the visitor's stays open across /api and /media answers (whatever
// the upstream says about its own), upstream connections are pooled and reused, and the pool is
// bounded: a burst waits for a free connection instead of opening one per request.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import type { Config } from "../../server/web/config.js";
import { startHostileUpstream, type HostileUpstream } from "../fixtures/hostile-upstream.js";
import { testConfig } from "./app-harness.js";

let upstream: HostileUpstream;
beforeAll(async () => {
  upstream = await startHostileUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

interface Running {
  port: number;
  /** Visitor connections our server accepted. */
  accepted: () => number;
  stop: () => Promise<void>;
}

async function serve(overrides: Partial<Config> = {}): Promise<Running> {
  const app = createApp({
    config: testConfig(overrides),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
  });
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  let accepted = 0;
  server.on("connection", () => (accepted += 1));
  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; connection: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection ?? "" }));
      })
      .on("error", reject);
  });
}

const IMAGE = {
  status: 200,
  headers: { "content-type": "image/svg+xml" },
  body: "<svg xmlns='http://www.w3.org/2000/svg'/>",
};

test("a visitor's connection stays open across proxied answers, even when the upstream closes its own", async () => {
  upstream.answer("/media/a.svg", IMAGE);
  // The upstream asks to close its connection after each answer: that concerns its hop, not the visitor's.
  upstream.answer("/api/homepage/slider", {
    status: 200,
    headers: { "content-type": "application/json", connection: "close" },
    body: '{"data":[]}',
  });
  const running = await serve();
  const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 10; i += 1) {
      const answer = await get(running.port, i % 2 ? "/media/a.svg" : "/api/homepage/slider", visitor);
      expect(answer).toEqual({ status: 200, connection: "keep-alive" });
    }
    expect(running.accepted()).toBe(1);
  } finally {
    visitor.destroy();
    await running.stop();
  }
});

test("twenty images reuse pooled upstream connections instead of opening twenty", async () => {
  upstream.answer("/media/a.svg", IMAGE);
  const running = await serve();
  const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 20; i += 1) expect((await get(running.port, "/media/a.svg", visitor)).status).toBe(200);
    // One, reused (a second only if a very slow machine let the idle one expire between requests).
    expect(upstream.stats.connections).toBeLessThanOrEqual(2);
  } finally {
    visitor.destroy();
    await running.stop();
  }
});

test("the pool is bounded: a burst waits for free connections, and every request is answered", async () => {
  upstream.answer("/media/a.svg", { ...IMAGE, delayMs: 300 });
  const running = await serve({ upstreamMaxSockets: 2 });
  const visitors = new http.Agent({ keepAlive: true, maxSockets: 12 });
  try {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(running.port, "/media/a.svg", visitors)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Never more than the pool's two at once (without the bound, all twelve were in flight).
    expect(upstream.stats.maxInFlight).toBeLessThanOrEqual(2);
    expect(upstream.stats.connections).toBeLessThanOrEqual(2);
  } finally {
    visitors.destroy();
    await running.stop();
  }
});

test("a request waiting for a pooled connection gets a 502 at the deadline; a visitor leaving frees its connection", async () => {
  // The only pooled connection carries an answer that trickles on and on (never silent long enough to time out).
  upstream.answer("/media/endless.webm", (req, res) => {
    req.resume();
    res.writeHead(200, { "content-type": "video/webm" });
    const timer = setInterval(() => res.write("x"), 50);
    res.on("close", () => clearInterval(timer));
  });
  upstream.answer("/media/a.svg", IMAGE);
  const running = await serve({ upstreamMaxSockets: 1, upstreamTimeoutMs: 500 });
  const visitors = new http.Agent({ keepAlive: true, maxSockets: 2 });
  try {
    const endless = http.get({ host: "127.0.0.1", port: running.port, path: "/media/endless.webm", agent: false });
    const started = new Promise<http.IncomingMessage>((resolve) => endless.once("response", resolve));
    (await started).resume();
    expect((await get(running.port, "/media/a.svg", visitors)).status).toBe(502);
    // The visitor closes the endless download: its upstream connection goes back to serving others.
    endless.destroy();
    await expect
      .poll(() => get(running.port, "/media/a.svg", visitors).then((a) => a.status), { timeout: 5000 })
      .toBe(200);
  } finally {
    visitors.destroy();
    await running.stop();
  }
});

test("POST bodies queued for a pooled connection arrive whole, with only allow-listed headers", async () => {
  const bodies: string[] = [];
  upstream.answer("/api/website/getPage", (req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      bodies.push(body);
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end(body), 50);
    });
  });
  const running = await serve({ upstreamMaxSockets: 1 });
  try {
    const posts = Array.from({ length: 6 }, (_, id) =>
      fetch(`http://127.0.0.1:${running.port}/api/website/getPage`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: "session=1", "x-secret": "1" },
        body: JSON.stringify({ id }),
      }).then(async (r) => [r.status, await r.text()]),
    );
    const answers = await Promise.all(posts);
    expect(answers).toEqual(Array.from({ length: 6 }, (_, id) => [200, JSON.stringify({ id })]));
    expect(bodies.sort()).toEqual(Array.from({ length: 6 }, (_, id) => JSON.stringify({ id })).sort());
    expect(upstream.requests.every((r) => r.headers.cookie === undefined && r.headers["x-secret"] === undefined)).toBe(
      true,
    );
    expect(upstream.stats.connections).toBe(1);
  } finally {
    await running.stop();
  }
});
