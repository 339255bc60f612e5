// Requests whose bodies are still arriving are bounded in time (BODY_TIMEOUT_MS, then a 408 page and
// the connection closed) and in number (MAX_PENDING_BODIES overall, MAX_PENDING_BODIES_PER_CLIENT per
// client address, then a 503 at once): a slow sender cannot hold the server, nor keep another
// client's donation out. Raw sockets, since an HTTP client library sends its body at once.
import http, { type Server } from "node:http";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const FORM = "method=creditCard&target=normal&amount=600&name=%E7%8E%8B%E5%B0%8F%E6%98%8E&phone=0912345678";

async function listen(overrides: Parameters<typeof buildApp>[1]): Promise<{ server: Server; port: number }> {
  const server = http.createServer(buildApp(upstream.url, overrides)).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  return { server, port: typeof address === "object" && address ? address.port : 0 };
}

interface Answer {
  text: string;
  status: number;
  closedAfterMs: number;
}

/** Sends the headers and `sent` of the body now; the answer is what arrives until the server closes. */
function slowPost(
  port: number,
  path: string,
  {
    length = 10_000,
    sent = "a",
    from = "127.0.0.1",
    close = false,
    type = path.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded",
  }: { length?: number; sent?: string; from?: string; close?: boolean; type?: string } = {},
): { socket: net.Socket; answer: Promise<Answer> } {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
  const started = performance.now();
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${length}\r\n${close ? "Connection: close\r\n" : ""}\r\n${sent}`,
  );
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  socket.on("error", () => {});
  const answer = new Promise<Answer>((resolve) =>
    socket.on("close", () =>
      resolve({
        text,
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        closedAfterMs: performance.now() - started,
      }),
    ),
  );
  return { socket, answer };
}

/** A whole form at once, as a browser sends it; the server closes after its answer. */
function complete(port: number, path: string, from = "127.0.0.1"): Promise<Answer> {
  return slowPost(port, path, { length: Buffer.byteLength(FORM), sent: FORM, from, close: true }).answer;
}

describe("slow bodies", () => {
  let server: Server;
  afterEach(() => server.close());

  test("a body not received within BODY_TIMEOUT_MS: a 408 page, and the connection is closed", async () => {
    const started = await listen({ bodyTimeoutMs: 800 });
    server = started.server;
    const { socket, answer } = slowPost(started.port, "/charity4?id=1");
    // The attacker keeps trickling: that does not extend the deadline.
    const trickle = setInterval(() => socket.writable && socket.write("a"), 200);
    const result = await answer;
    clearInterval(trickle);
    expect(result.status).toBe(408);
    expect(result.text).toMatch(/connection: close/i);
    expect(result.text).toContain("傳送時間過長，請重新送出");
    expect(result.closedAfterMs).toBeLessThan(800 + 3000);
    expect(upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"))).toEqual([]);
  });

  test.each(["/api/homepage/donate", "/api/website/getPage"])("the same for %s: a JSON 408", async (path) => {
    const started = await listen({ bodyTimeoutMs: 800 });
    server = started.server;
    const { answer } = slowPost(started.port, path, { length: 200, sent: "{" });
    const result = await answer;
    expect(result.status).toBe(408);
    expect(result.text).toContain('{"message":"傳送時間過長，請重新送出"}');
    expect(result.closedAfterMs).toBeLessThan(800 + 3000);
    // Whatever was reading the body learns of the cut after the answer: nothing more is written, nothing thrown.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });

  test("past MAX_PENDING_BODIES_PER_CLIENT, that client gets a 503 at once; another client still donates", async () => {
    const started = await listen({ bodyTimeoutMs: 5000, maxPendingBodies: 100, maxPendingBodiesPerClient: 3 });
    server = started.server;
    const held = [1, 2, 3].map(() => slowPost(started.port, "/charity4?id=1", { from: "127.0.0.2" }));
    // Let the server take the three before the fourth arrives.
    await new Promise((r) => setTimeout(r, 300));
    const refused = await slowPost(started.port, "/charity4?id=1", { from: "127.0.0.2" }).answer;
    expect(refused.status).toBe(503);
    expect(refused.text).toMatch(/retry-after: 5/i);
    expect(refused.text).toContain("伺服器忙碌中，請稍後再試");
    expect(refused.closedAfterMs).toBeLessThan(3000);
    const other = await complete(started.port, "/charity4?id=1", "127.0.0.3");
    expect(other.status).toBe(200);
    expect(other.text).toContain("前往付款");
    for (const { socket } of held) socket.destroy();
  });

  test("past MAX_PENDING_BODIES overall, every client gets a 503 (JSON under /api) until a slot frees", async () => {
    const started = await listen({ bodyTimeoutMs: 5000, maxPendingBodies: 2, maxPendingBodiesPerClient: 10 });
    server = started.server;
    const held = [slowPost(started.port, "/charity4?id=1"), slowPost(started.port, "/api/homepage/donate")];
    await new Promise((r) => setTimeout(r, 300));
    const refused = await slowPost(started.port, "/api/homepage/donate", { from: "127.0.0.4", length: 200 }).answer;
    expect(refused.status).toBe(503);
    expect(refused.text).toContain('{"message":"伺服器忙碌中，請稍後再試"}');
    for (const { socket } of held) socket.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect((await complete(started.port, "/charity4?id=1", "127.0.0.4")).status).toBe(200);
  });
});
