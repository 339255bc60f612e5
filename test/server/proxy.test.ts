// The /api and /media proxy: allow-listed calls pass with bodies and statuses intact; nothing else
// reaches the upstream.
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { donateBody } from "../fixtures/donate-body.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

test("a POST body reaches the upstream unchanged, and its answer comes back", async () => {
  const body = donateBody();
  upstream.set("POST /api/homepage/donate", { message: "金額錯誤" }, 400);
  const res = await request(buildApp(upstream.url))
    .post("/api/homepage/donate")
    .set("cookie", "session=secret")
    .send(body)
    .expect(400);
  expect(res.body).toEqual({ message: "金額錯誤" });
  const seen = upstream.requests.at(-1);
  expect(seen?.method).toBe("POST");
  expect(seen?.url).toBe("/api/homepage/donate");
  expect(JSON.parse(seen?.body ?? "")).toEqual(body);
  expect(seen?.headers.cookie).toBeUndefined();
});

test("GET calls pass with their query string", async () => {
  upstream.set("GET /api/homepage/sponsor", { data: { SponsorList: [], Total: 0 } });
  await request(buildApp(upstream.url)).get("/api/homepage/sponsor?limit=10&offset=20").expect(200);
  expect(upstream.requests.at(-1)?.url).toBe("/api/homepage/sponsor?limit=10&offset=20");
});

test.each([
  ["GET", "/api/admin"],
  ["GET", "/api/website/getPage"],
  ["PUT", "/api/homepage/donate"],
  ["GET", "/media/%2e%2e/api/admin"],
  ["GET", "/media/..%2f..%2fetc/passwd"],
  ["GET", "/api/website%2fgetPage"],
])("%s %s never reaches the upstream", async (method, path) => {
  const res = await request(buildApp(upstream.url))[method === "GET" ? "get" : "put"](path);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.body).toMatchObject({ message: expect.any(String) as unknown });
  expect(upstream.requests).toHaveLength(0);
});

test("an absolute-form request target is refused", async () => {
  const server = http.createServer(buildApp(upstream.url)).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: "GET", path: `http://127.0.0.1:${port}/api/homepage/slider` },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end();
  });
  server.close();
  expect(status).toBe(400);
  expect(upstream.requests).toHaveLength(0);
});

test("an oversize body is refused before it is read", async () => {
  const res = await request(buildApp(upstream.url))
    .post("/api/homepage/donate")
    .set("content-type", "application/json")
    .send(JSON.stringify({ name: "x".repeat(20_000) }))
    .expect(413);
  expect(res.body).toMatchObject({ message: "請求內容過大" });
  expect(upstream.requests).toHaveLength(0);
});

test("page paths never reach the upstream through the proxy", async () => {
  await request(buildApp(upstream.url)).get("/about-us-not-api").expect(404);
  expect(upstream.requests.every((r) => r.url.startsWith("/api/website/") || r.url.startsWith("/api/homepage/"))).toBe(
    true,
  );
});

test("an upstream that is down gives a 502 with a message", async () => {
  const res = await request(buildApp("http://127.0.0.1:9")).post("/api/website/getMenuList").send({}).expect(502);
  expect(res.body).toMatchObject({ message: "內容服務暫時無法使用，請稍後再試" });
});

test("with a real gateway configured, the payment sandbox is not reachable", async () => {
  const app = buildApp(upstream.url, {
    paymentGatewayUrl: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5",
  });
  await request(app).post("/api/payment-sandbox/complete").type("form").send("SandboxResult=success").expect(404);
  expect(upstream.requests).toHaveLength(0);
  const csp = (await request(app).get("/").expect(200)).headers["content-security-policy"];
  expect(csp).toContain("form-action 'self' https://payment-stage.ecpay.com.tw");
});

test("an upstream's own CSP never replaces ours on proxied responses", async () => {
  // An upstream that tries to loosen the policy on a media file.
  const loose = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "image/svg+xml", "content-security-policy": "script-src *" });
    res.end("<svg xmlns='http://www.w3.org/2000/svg'/>");
  });
  await new Promise<void>((resolve) => loose.listen(0, "127.0.0.1", resolve));
  const { port } = loose.address() as AddressInfo;
  const res = await request(buildApp(`http://127.0.0.1:${port}`))
    .get("/media/a.svg")
    .expect(200);
  loose.close();
  expect(res.headers["content-security-policy"]).toMatch(/script-src 'self';/);
  expect(res.headers["content-security-policy"]).not.toContain("script-src *");
});
