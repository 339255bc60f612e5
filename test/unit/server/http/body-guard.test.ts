import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { bodyGuard, hasBody } from "../../../../server/web/http/body-guard.js";
import { createLogger } from "../../../../server/web/observability/logger.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  lines.length = 0;
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function start(limits: { maxPending: number; maxPendingPerClient: number; timeoutMs: number }) {
  const guard = bodyGuard({ ...limits, logger });
  const app = express();
  // Clients told apart by X-Forwarded-For: the guard counts per req.ip.
  app.set("trust proxy", true);
  app.use(guard);
  app.post("/", (req, res) => {
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => res.send(String(size)));
  });
  app.post("/early", (_req, res) => void res.send("early"));
  app.get("/", (_req, res) => void res.send(String(guard.pending)));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { guard, port: (server.address() as AddressInfo).port };
}

/** A POST of `length` bytes of which only the first is sent until `finish` is called. */
function slowPost(port: number, client: string, path = "/", length = 10) {
  const req = http.request({
    port,
    host: "127.0.0.1",
    method: "POST",
    path,
    headers: { "content-length": String(length), "x-forwarded-for": client },
  });
  req.on("error", () => {});
  const answer = new Promise<Answer>((resolve) => {
    req.on("response", (res: IncomingMessage) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
  req.write("x");
  return { answer, finish: () => req.end("x".repeat(length - 1)), abort: () => req.destroy() };
}

test("a body is announced by a non-zero Content-Length or any Transfer-Encoding", () => {
  const req = (headers: IncomingHttpHeaders) => ({ headers }) as IncomingMessage;
  expect(hasBody(req({}))).toBe(false);
  expect(hasBody(req({ "content-length": "0" }))).toBe(false);
  expect(hasBody(req({ "content-length": "12" }))).toBe(true);
  expect(hasBody(req({ "transfer-encoding": "chunked" }))).toBe(true);
});

test("a request without a body is not counted", async () => {
  const { guard, port } = await start({ maxPending: 1, maxPendingPerClient: 1, timeoutMs: 10_000 });
  const res = await fetch(`http://127.0.0.1:${port}/`);
  expect(await res.text()).toBe("0");
  expect(guard.pending).toBe(0);
});

test("one client past its share is refused with 503; another client still gets in; a finished body frees its slot", async () => {
  const { guard, port } = await start({ maxPending: 5, maxPendingPerClient: 1, timeoutMs: 10_000 });
  const first = slowPost(port, "192.0.2.1");
  await expect.poll(() => guard.pending).toBe(1);
  const refused = await slowPost(port, "192.0.2.1").answer;
  expect(refused.status).toBe(503);
  expect(refused.headers["retry-after"]).toBe("5");
  expect(refused.headers.connection).toBe("close");
  expect(lines.at(-1)).toMatchObject({ msg: "too many request bodies in progress: refused with 503" });

  const other = slowPost(port, "192.0.2.2");
  await expect.poll(() => guard.pending).toBe(2);
  first.finish();
  other.finish();
  expect(await first.answer).toMatchObject({ status: 200, body: "10" });
  expect(await other.answer).toMatchObject({ status: 200, body: "10" });
  expect(guard.pending).toBe(0);
  const again = slowPost(port, "192.0.2.1");
  again.finish();
  expect((await again.answer).status).toBe(200);
});

test("past the overall bound every client is refused", async () => {
  const { guard, port } = await start({ maxPending: 2, maxPendingPerClient: 2, timeoutMs: 10_000 });
  const held = [slowPost(port, "192.0.2.1"), slowPost(port, "192.0.2.2")];
  await expect.poll(() => guard.pending).toBe(2);
  expect((await slowPost(port, "192.0.2.3").answer).status).toBe(503);
  for (const post of held) post.finish();
  await Promise.all(held.map((post) => post.answer));
  expect(guard.pending).toBe(0);
});

test("a body not received in time gets 408 and a closed connection, and frees its slot", async () => {
  const { guard, port } = await start({ maxPending: 5, maxPendingPerClient: 5, timeoutMs: 150 });
  const slow = slowPost(port, "192.0.2.1");
  const answer = await slow.answer;
  expect(answer.status).toBe(408);
  expect(answer.headers.connection).toBe("close");
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(guard.pending).toBe(0);
  expect(lines.at(-1)).toMatchObject({ msg: "request body not received in time: 408", timeoutMs: 150 });
});

test("a client that leaves mid-body frees its slot", async () => {
  const { guard, port } = await start({ maxPending: 5, maxPendingPerClient: 5, timeoutMs: 10_000 });
  const slow = slowPost(port, "192.0.2.1");
  await expect.poll(() => guard.pending).toBe(1);
  slow.abort();
  // Well before the 10 s deadline, which would free it too.
  await expect.poll(() => guard.pending, { timeout: 2000 }).toBe(0);
});

test("an answer sent before the body is read closes the connection instead of draining the rest", async () => {
  const { guard, port } = await start({ maxPending: 5, maxPendingPerClient: 5, timeoutMs: 10_000 });
  const early = await slowPost(port, "192.0.2.1", "/early").answer;
  expect(early).toMatchObject({ status: 200, body: "early" });
  expect(early.headers.connection).toBe("close");
  await expect.poll(() => guard.pending).toBe(0);
});
