import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { bufferedBody, pageRequests } from "../../../../server/web/pages/page-post.js";
import type { Sorted, Sorter } from "../../../../server/web/routing/sort-request.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});

/** The sorting given; the route behind answers with the body the handler kept. */
function app(sorted: Sorted, bodyLimit = 100) {
  const sorter: Sorter = { of: () => sorted, sort: () => sorted };
  const server = express();
  server.use(pageRequests({ sorter, bodyLimit, logger }));
  server.use((req, res) => void res.send(`${req.method} ${bufferedBody(req)?.toString("utf8") ?? "none"}`));
  return server;
}
const FORM: Sorted = { kind: "form-post", label: "/donate" };
const FORM_TYPE = "application/x-www-form-urlencoded";

test("GET and HEAD pass untouched, whatever the sorting", async () => {
  const refused: Sorted = { kind: "page-refused", status: 404, label: "x" };
  expect((await request(app(refused)).get("/x").expect(200)).text).toBe("GET none");
  await request(app(refused)).head("/x").expect(200);
});

test("a form post within the limit is read whole before the route runs", async () => {
  const res = await request(app(FORM)).post("/donate").type("form").send("amount=100&name=王").expect(200);
  expect(res.text).toBe("POST amount=100&name=王");
  const multipart = await request(app(FORM, 1000)).post("/donate").field("amount", "100").expect(200);
  expect(multipart.text).toContain('name="amount"');
});

test("a refused sorting answers 404, or 405 with the methods allowed", async () => {
  await request(app({ kind: "page-refused", status: 404, label: "x" }))
    .post("/x")
    .type("form")
    .send("a=1")
    .expect(404);
  const res = await request(app({ kind: "page-refused", status: 405, allow: "GET, HEAD, POST", label: "x" }))
    .post("/x")
    .type("form")
    .send("a=1")
    .expect(405);
  expect(res.headers.allow).toBe("GET, HEAD, POST");
  const fallback = await request(app({ kind: "page-refused", status: 405, label: "x" }))
    .delete("/x")
    .expect(405);
  expect(fallback.headers.allow).toBe("GET, HEAD");
  expect(lines.at(-1)).toMatchObject({ msg: "page request refused", method: "DELETE", url: "/x", status: 405 });
});

test("a post to anything but a form route is not found", async () => {
  const others: Sorted[] = [
    { kind: "live", url: "/me", label: "/me" },
    { kind: "proxy", label: "/api/*" },
    { kind: "file", label: "/robots.txt" },
  ];
  for (const sorted of others) await request(app(sorted)).post("/").type("form").send("a=1").expect(404);
});

test("only a form's media types, never compressed, are taken", async () => {
  await request(app(FORM)).post("/donate").type("json").send({ a: 1 }).expect(415);
  await request(app(FORM)).post("/donate").set("content-type", "text/plain").send("a=1").expect(415);
  await request(app(FORM))
    .post("/donate")
    .set("content-type", FORM_TYPE)
    .set("content-encoding", "gzip")
    .send("a")
    .expect(415);
  const identity = request(app(FORM)).post("/donate").set("content-type", `${FORM_TYPE.toUpperCase()}; charset=UTF-8`);
  expect((await identity.set("content-encoding", "identity").send("a=1").expect(200)).text).toBe("POST a=1");
});

/** A chunked post (no Content-Length), sent by hand: supertest always announces a length. */
async function chunkedPost(): Promise<number> {
  const server = app(FORM).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<number>((resolve, reject) => {
      const req = http.request({
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/donate",
        headers: { "content-type": FORM_TYPE },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write("a=1");
      req.end();
    });
  } finally {
    server.close();
  }
}

test("a body must announce its length, a sane one, within the limit", async () => {
  expect(await chunkedPost()).toBe(411);
  await request(app(FORM))
    .post("/donate")
    .type("form")
    .send("a=" + "x".repeat(9))
    .expect(200);
  await request(app(FORM, 10))
    .post("/donate")
    .type("form")
    .send("a=" + "x".repeat(9))
    .expect(413);
  expect(
    (
      await request(app(FORM, 10))
        .post("/donate")
        .type("form")
        .send("a=" + "x".repeat(8))
        .expect(200)
    ).text,
  ).toBe("POST a=xxxxxxxx");
});

test("a multipart body that does not parse is refused with 400", async () => {
  const res = await request(app(FORM))
    .post("/donate")
    .set("content-type", "multipart/form-data; boundary=XYZ")
    .send("--XYZ\r\nnot a part")
    .expect(400);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
});
