// Requests no browser form sends get the right 4xx with a clear Traditional Chinese page (or JSON
// under /api), never a 5xx: another content type 415, a form that does not parse 400, an unknown
// page 404, a page without a form 405 (with Allow). Nothing reaches the upstream.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const app = () => buildApp(upstream.url);
const donations = () => upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"));
const form = "method=creditCard&target=normal&amount=600&name=%E7%8E%8B%E5%B0%8F%E6%98%8E&phone=0912345678";

function expectPage(res: request.Response, status: number, message: RegExp): void {
  expect(res.status).toBe(status);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.text).toMatch(/<html lang="zh-Hant-TW">/);
  expect(res.text).toMatch(message);
  expect(res.text).not.toContain("Unexpected Application Error");
}

describe("POST /charity4?id=1 with what no form sends", () => {
  test.each([
    ["text/plain", form],
    ["application/json", JSON.stringify({ amount: 600, name: "王小明", phone: "0912345678" })],
    ["application/xml", "<donation/>"],
  ])("Content-Type %s -> 415", async (type, body) => {
    const res = await request(app()).post("/charity4?id=1").set("content-type", type).send(body);
    expectPage(res, 415, /不支援的表單格式/);
    expect(donations()).toEqual([]);
  });

  test("no Content-Type -> 415", async () => {
    const res = await request(app()).post("/charity4?id=1").send(Buffer.from(form));
    expectPage(res, 415, /不支援的表單格式/);
  });

  test("a compressed form -> 415", async () => {
    const res = await request(app())
      .post("/charity4?id=1")
      .set("content-type", "application/x-www-form-urlencoded")
      .set("content-encoding", "gzip")
      .send(form);
    expectPage(res, 415, /不支援的表單格式/);
  });

  test.each([
    ["garbage", "multipart/form-data; boundary=XX", "this is not multipart"],
    ["no boundary", "multipart/form-data", "--XX\r\n\r\n"],
    [
      "unterminated part",
      "multipart/form-data; boundary=XX",
      '--XX\r\nContent-Disposition: form-data; name="amount"\r\n\r\n600',
    ],
  ])("a broken multipart body (%s) -> 400", async (_name, type, body) => {
    const res = await request(app()).post("/charity4?id=1").set("content-type", type).send(body);
    expectPage(res, 400, /無法讀取表單內容/);
    expect(donations()).toEqual([]);
  });

  test("a well-formed multipart form is read like an urlencoded one", async () => {
    const res = await request(app())
      .post("/charity4?id=1")
      .field("method", "creditCard")
      .field("target", "normal")
      .field("amount", "600")
      .field("name", "王小明")
      .field("phone", "0912345678");
    expect(res.status).toBe(200);
    expect(donations()).toHaveLength(1);
  });

  test("the legacy page (/charity?path=) takes the same rules", async () => {
    const res = await request(app()).post("/charity?path=charity").set("content-type", "text/plain").send(form);
    expectPage(res, 415, /不支援的表單格式/);
  });
});

describe("methods and pages", () => {
  test("POST to an unknown page -> 404 page", async () => {
    const res = await request(app()).post("/no-such-page").type("form").send(form);
    expectPage(res, 404, /找不到此頁面/);
  });

  test("POST to a page without a form -> 405 with Allow: GET, HEAD", async () => {
    for (const path of ["/about", "/page3?id=1", "/", "/charity1?id=1"]) {
      const res = await request(app()).post(path).type("form").send(form);
      expectPage(res, 405, /此頁面不接受這種請求/);
      expect(res.headers.allow).toBe("GET, HEAD");
    }
  });

  test("PUT or DELETE on the donation page -> 405 with Allow: GET, HEAD, POST", async () => {
    for (const method of ["put", "delete"] as const) {
      const res = await request(app())[method]("/charity4?id=1").type("form").send(form);
      expectPage(res, 405, /此頁面不接受這種請求/);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  test("a body past BODY_LIMIT_BYTES -> 413, and the connection is not kept for it", async () => {
    const big = await request(app())
      .post("/charity4?id=1")
      .type("form")
      .send(`${form}&pad=${"x".repeat(20_000)}`);
    expectPage(big, 413, /請求內容過大/);
    // A refused body is not read: the connection is not kept for it.
    expect(big.headers.connection).toBe("close");
  });
});
