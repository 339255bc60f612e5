import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { passAnswer } from "../../../../server/web/proxy/pass-answer.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});
beforeEach(() => {
  lines.length = 0;
  upstreamClosed.length = 0;
});

/** The upstream's answers by path; `upstreamClosed` records answers whose connection closed before they ended. */
const upstreamClosed: string[] = [];
const upstream = http.createServer((req, res) => {
  res.on("close", () => {
    if (!res.writableFinished) upstreamClosed.push(req.url ?? "");
  });
  const json = { "content-type": "application/json" };
  if (req.url === "/api/ok")
    return void res
      .writeHead(201, { ...json, "set-cookie": "a=1", "x-internal": "yes", "cache-control": "no-store" })
      .end("{}");
  if (req.url === "/api/html") return void res.writeHead(200, { "content-type": "text/html" }).end("<script>");
  if (req.url === "/media/gone.png") return void res.writeHead(404, { "content-type": "text/plain" }).end("no");
  if (req.url === "/media/big.html") {
    res.writeHead(200, { "content-type": "text/html", "content-length": 100_000 });
    return void res.write("x".repeat(50_000));
  }
  if (req.url === "/media/cut.png") {
    res.writeHead(200, { "content-type": "image/png", "content-length": 1000 });
    res.write("x".repeat(100));
    return void setTimeout(() => res.socket?.destroy(), 50);
  }
  // "/media/late.png": the visitor was answered before this arrives.
  res.writeHead(200, { "content-type": "image/png", "content-length": 100_000 }).write("x".repeat(1000));
});

let app: express.Express;
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const { port } = upstream.address() as AddressInfo;
  app = express();
  app.use((req, res) => {
    if (req.path === "/media/late.png") res.status(504).end("deadline");
    http.get({ host: "127.0.0.1", port, path: req.url }, (answer) =>
      passAnswer(req.path.startsWith("/api/") ? "json" : "media", answer, res, logger),
    );
  });
});
afterAll(() => {
  upstream.closeAllConnections();
  upstream.close();
});

test("an allowed answer passes with its status, body and only the allow-listed headers", async () => {
  const res = await request(app).get("/api/ok").expect(201, "{}");
  expect(res.headers["content-type"]).toBe("application/json");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["set-cookie"]).toBeUndefined();
  expect(res.headers["x-internal"]).toBeUndefined();
});

test("a type the path may not carry is replaced by our own 502, and logged", async () => {
  const res = await request(app).get("/api/html").expect(502);
  expect(res.body).toEqual({ message: "內容服務回應無效，請稍後再試" });
  expect(lines).toMatchObject([{ url: "/api/html", status: 200, contentType: "text/html", location: null }]);
});

test("an expected refusal (missing media) gets its own status and no log line", async () => {
  const res = await request(app).get("/media/gone.png").expect(404);
  expect(res.body).toEqual({ message: "找不到指定的媒體檔案" });
  expect(lines).toEqual([]);
});

test("a large refused answer is cut rather than read to its end", async () => {
  await request(app).get("/media/big.html").expect(502);
  await expect.poll(() => upstreamClosed).toEqual(["/media/big.html"]);
});

test("an answer arriving after the visitor was answered is dropped", async () => {
  await request(app).get("/media/late.png").expect(504, "deadline");
  await expect.poll(() => upstreamClosed).toEqual(["/media/late.png"]);
});

test("an answer cut mid-body cuts the visitor's response too", async () => {
  const error = await request(app)
    .get("/media/cut.png")
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(Error);
});
