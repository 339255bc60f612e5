import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { expect, test } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { logWhenDone } from "../../../../server/web/observability/request-log.js";

function setUp(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("info", {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const app = (req: IncomingMessage, res: ServerResponse) => {
    logWhenDone(logger, { reqId: "id-1", method: req.method ?? "", url: req.url ?? "", ip: "192.0.2.7" }, res);
    // A mounted router rewrites req.url; the line keeps the URL as it arrived.
    req.url = "/rewritten";
    answer(req, res);
  };
  return { app, lines };
}

test("one line when the answer is complete, with its status and time", async () => {
  const { app, lines } = setUp((_req, res) => {
    res.statusCode = 201;
    res.end("ok");
  });
  await request(app).post("/form?x=1").expect(201);
  await expect.poll(() => lines.length).toBe(1);
  expect(lines[0]).toMatchObject({ msg: "request", reqId: "id-1", method: "POST", url: "/form?x=1", status: 201 });
  expect(lines[0]?.ip).toBe("192.0.2.7");
  expect(typeof lines[0]?.ms).toBe("number");
});

test("a visitor who left early gets one line of its own, without a status", async () => {
  const { app, lines } = setUp((req, res) => {
    res.write("partial");
    req.socket.destroy();
  });
  await expect(request(app).get("/slow")).rejects.toThrow();
  await expect.poll(() => lines.length).toBe(1);
  expect(lines[0]).toMatchObject({ msg: "request: the client left before the answer was complete", url: "/slow" });
  expect(lines[0]).not.toHaveProperty("status");
});
