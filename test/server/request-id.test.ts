// X-Request-Id: kept from a trusted proxy when it is a plain token, generated otherwise; returned on
// the response, on every log line of the request, and sent to the upstream (server-side calls and proxy).
import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import { createLogger } from "../../server/web/observability/logger.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp, testConfig } from "./app-harness.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

/** supertest connects from loopback, which the app trusts as its reverse proxy; this app trusts no one. */
function untrustingApp() {
  return buildApp(upstream.url, { trustProxy: false });
}

test("without an incoming id one is generated and returned", async () => {
  const res = await request(buildApp(upstream.url)).get("/healthz-not").expect(404);
  expect(res.headers["x-request-id"]).toMatch(UUID);
});

test("a trusted proxy's id is kept; a malformed one is replaced", async () => {
  const app = buildApp(upstream.url, { trustProxy: ["loopback"] });
  const kept = await request(app).get("/").set("x-request-id", "0f3a9c1e5b7d4a2c8e6f1b3d5a7c9e0f");
  expect(kept.headers["x-request-id"]).toBe("0f3a9c1e5b7d4a2c8e6f1b3d5a7c9e0f");
  for (const bad of ["x".repeat(129), "two words", 'quote"d', "line\\nbreak"]) {
    const res = await request(app).get("/").set("x-request-id", bad);
    expect(res.headers["x-request-id"]).toMatch(UUID);
  }
});

test("from a peer that is not a trusted proxy, the incoming id is replaced", async () => {
  const res = await request(untrustingApp()).get("/").set("x-request-id", "chosen-by-visitor");
  expect(res.headers["x-request-id"]).toMatch(UUID);
});

test("server-side upstream calls carry the request's id", async () => {
  const res = await request(buildApp(upstream.url, { trustProxy: ["loopback"] }))
    .get("/page3?id=1")
    .set("x-request-id", "trace-page3-1")
    .expect(200);
  expect(res.headers["x-request-id"]).toBe("trace-page3-1");
  const calls = upstream.requests.filter((r) => r.url.startsWith("/api/"));
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.headers["x-request-id"]).toBe("trace-page3-1");
});

test("proxied requests carry our id, never the one an untrusted visitor sent", async () => {
  const res = await request(untrustingApp())
    .get("/api/homepage/slider")
    .set("x-request-id", "chosen-by-visitor")
    .expect(200);
  const id = res.headers["x-request-id"];
  expect(id).toMatch(UUID);
  expect(upstream.requests.at(-1)?.headers["x-request-id"]).toBe(id);
});

test("every log line written for a request carries its id", async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n"))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = createApp({
    config: testConfig({ trustProxy: ["loopback"] }),
    logger: createLogger("info", sink),
    upstreamUrl: upstream.url,
  });
  // A failing upstream call: its warning is written deep inside the render, not by the request log.
  upstream.fail("POST /api/website/getHistoryList", "500");
  const res = await request(app).get("/about").set("x-request-id", "trace-about").expect(200);
  expect(res.headers["x-request-id"]).toBe("trace-about");
  await expect.poll(() => lines.some((l) => l.msg === "request")).toBe(true);
  const warning = lines.find((l) => l.msg === "upstream call failed; section left empty");
  expect(warning?.reqId).toBe("trace-about");
  const requestLine = lines.find((l) => l.msg === "request");
  expect(requestLine).toMatchObject({ reqId: "trace-about", url: "/about", status: 200, ip: "127.0.0.1" });
  // Once, not twice (the mixin and the field merge).
  expect(JSON.stringify(requestLine).match(/"reqId"/g)).toHaveLength(1);
});
