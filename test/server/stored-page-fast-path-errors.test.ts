// The fast path runs outside Express's router, where nothing would catch an error: one that escapes
// must become a 500 (and a log line), never an exception out of the request listener.
import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { expect, test } from "vitest";
import { answerPagesFirst } from "../../server/stored-page-fast-path.js";
import { createSecurityHeaders } from "../../server/security.js";
import { testConfig } from "./app-harness.js";

test("an error inside the fast path is answered 500 and logged; the server keeps serving", async () => {
  const lines: string[] = [];
  const app = express();
  app.get("/other", (_req, res) => res.send("router"));
  let fail = true;
  answerPagesFirst(app, {
    freshStoredPage: () => {
      if (fail) throw new Error("broken page cache");
      return null;
    },
    pageToRender: () => null,
    renderPage: () => Promise.resolve(),
    securityHeaders: createSecurityHeaders(testConfig()),
    logger: pino({ level: "error" }, { write: (line: string) => void lines.push(line) }),
  });
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on("error", reject);
    });
  try {
    expect(await get("/")).toEqual({ status: 500, body: "伺服器發生錯誤" });
    expect(lines.some((line) => line.includes("broken page cache"))).toBe(true);
    fail = false;
    expect(await get("/other")).toEqual({ status: 200, body: "router" });
  } finally {
    server.close();
  }
});
