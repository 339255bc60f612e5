import { expect, test } from "vitest";
import { PROXY_RULES, checkProxyRequest } from "../../../../server/web/proxy/upstream-proxy.js";

const check = (method: string, url: string, length?: string, te?: string) =>
  checkProxyRequest(method, url, length, te, 16_384);

test("contract calls pass with their methods", () => {
  expect(check("GET", "/api/homepage/slider")).toEqual({ ok: true, answers: "json" });
  expect(check("GET", "/api/homepage/pageResource/0/13")).toEqual({ ok: true, answers: "json" });
  expect(check("POST", "/api/website/getPage", "12")).toEqual({ ok: true, answers: "json" });
  expect(check("GET", "/media/gallery/p-001.svg")).toEqual({ ok: true, answers: "media" });
  expect(check("POST", "/api/payment-sandbox/checkout", "900")).toEqual({ ok: true, answers: "sandbox" });
});

test("the sponsor list is never proxied: its names are masked by our own handler (sponsor-api.ts)", () => {
  expect(check("GET", "/api/homepage/sponsor?limit=10&offset=20")).toMatchObject({ ok: false, status: 404 });
  expect(check("GET", "/api/homepage/%73ponsor?limit=10")).toMatchObject({ ok: false, status: 404 });
});

test("the donation calls are never proxied: donation-api.ts answers them with its own checks", () => {
  expect(check("POST", "/api/homepage/donate", "10")).toMatchObject({ ok: false, status: 404 });
  expect(check("POST", "/api/homepage/%64onate/atm", "10")).toMatchObject({ ok: false, status: 404 });
});

test("each path carries its own kind of answer", () => {
  expect(check("HEAD", "/media/clip.webm")).toEqual({ ok: true, answers: "media" });
});

test("unknown paths and wrong methods are refused", () => {
  expect(check("GET", "/api/admin/users")).toMatchObject({ ok: false, status: 404 });
  expect(check("GET", "/api/website/getPage")).toMatchObject({ ok: false, status: 405 });
  expect(check("DELETE", "/api/homepage/slider")).toMatchObject({ ok: false, status: 405 });
  expect(check("POST", "/media/a.svg", "1")).toMatchObject({ ok: false, status: 405 });
});

test.each([
  "/media/../api/admin",
  "/media/%2e%2e/secret",
  "/media/%2E%2E%2Fsecret",
  "/api/website%2fgetPage",
  "/media/a%5c..%5csecret",
  "/media/..%2fsecret",
  "http://evil.example/api/homepage/slider",
  "//evil.example/api/homepage/slider",
  "/media/./a.svg",
  "/media/%E0%A4%A",
])("traversal and absolute-form targets are refused: %s", (url) => {
  expect(check("GET", url)).toMatchObject({ ok: false, status: 400 });
});

test("POST bodies need a length within the limit", () => {
  expect(check("POST", "/api/website/getPage")).toMatchObject({ ok: false, status: 411 });
  expect(check("POST", "/api/website/getPage", undefined, "chunked")).toMatchObject({ ok: false, status: 411 });
  expect(check("POST", "/api/website/getPage", "16385")).toMatchObject({ ok: false, status: 413 });
  expect(check("POST", "/api/website/getPage", "abc")).toMatchObject({ ok: false, status: 400 });
});

test("the sandbox's own stylesheet passes; dot segments in it do not", () => {
  expect(check("GET", "/api/payment-sandbox/sandbox.css")).toEqual({ ok: true, answers: "sandbox" });
  expect(check("GET", "/api/payment-sandbox/..")).toMatchObject({ ok: false });
  expect(check("GET", "/api/payment-sandbox/a/../b")).toMatchObject({ ok: false });
});

test("GET and HEAD may not carry a body", () => {
  expect(check("GET", "/media/a.svg", "0")).toEqual({ ok: true, answers: "media" });
  expect(check("GET", "/media/a.svg", "10")).toMatchObject({ ok: false, status: 400 });
  expect(check("GET", "/media/a.svg", undefined, "chunked")).toMatchObject({ ok: false, status: 400 });
});

test("ECPay's posts on the public origin: form-encoded only, at most 8 KB (issue 12 item 1)", () => {
  const form = "application/x-www-form-urlencoded";
  const post = (path: string, length: string, type?: string) =>
    checkProxyRequest("POST", path, length, undefined, 16_384, undefined, type);
  expect(post("/api/payment/ecpay/return", "10", form)).toEqual({ ok: true, answers: "gateway-callback" });
  expect(post("/api/payment/ecpay/result", "10", `${form}; charset=utf-8`)).toEqual({
    ok: true,
    answers: "gateway-result",
  });
  for (const path of ["/api/payment/ecpay/return", "/api/payment/ecpay/result"]) {
    expect(post(path, "10", "application/json")).toMatchObject({ ok: false, status: 415 });
    expect(post(path, "10", "multipart/form-data; boundary=x")).toMatchObject({ ok: false, status: 415 });
    expect(post(path, "10")).toMatchObject({ ok: false, status: 415 });
    expect(post(path, "8193", form)).toMatchObject({ ok: false, status: 413 });
    expect(post(path, "8192", form)).toMatchObject({ ok: true });
    expect(checkProxyRequest("GET", path, undefined, undefined, 16_384)).toMatchObject({ ok: false, status: 405 });
  }
  expect(post("/api/payment/ecpay/other", "10", form)).toMatchObject({ ok: false, status: 404 });
});

// The ATM callbacks on the public origin: allow-listed POST paths, form-encoded and small.
const FORM = "application/x-www-form-urlencoded";
const checkForm = (method: string, url: string, length?: string, type: string = FORM) =>
  checkProxyRequest(method, url, length, undefined, 16384, PROXY_RULES, type);

test("atm-info and atm-redirect: POST only, form-encoded, with a length within 8 KB", () => {
  expect(checkForm("POST", "/api/payment/ecpay/atm-info", "300")).toEqual({ ok: true, answers: "gateway-callback" });
  expect(checkForm("POST", "/api/payment/ecpay/atm-redirect", "300")).toEqual({
    ok: true,
    answers: "gateway-redirect",
  });
  expect(checkForm("GET", "/api/payment/ecpay/atm-info")).toMatchObject({ ok: false, status: 405 });
  expect(checkForm("POST", "/api/payment/ecpay/atm-redirect")).toMatchObject({ ok: false, status: 411 });
  // ECPay's posts are small forms: 8 KB at most, form-encoded only.
  expect(checkForm("POST", "/api/payment/ecpay/atm-info", "8193")).toMatchObject({ ok: false, status: 413 });
  expect(checkForm("POST", "/api/payment/ecpay/atm-info", "300", "application/json")).toMatchObject({
    ok: false,
    status: 415,
  });
  expect(checkForm("POST", "/api/payment/ecpay/atm-infox", "10")).toMatchObject({ ok: false, status: 404 });
});
