// The ATM callbacks on the public origin: allow-listed POST paths, and the client redirect's answer may
// only be a 303 to a page of this site (or a short error), never another origin or a page of its own.
import { expect, test } from "vitest";
import { PROXY_RULES, checkProxyRequest } from "../../../../server/web/proxy/upstream-proxy.js";
import { checkAnswer } from "../../../../server/web/proxy/allowed-answers.js";
import { visitorAnswerHeaders } from "../../../../server/web/proxy/header-allow-lists.js";

const FORM = "application/x-www-form-urlencoded";
const check = (method: string, url: string, length?: string, type: string = FORM) =>
  checkProxyRequest(method, url, length, undefined, 16384, PROXY_RULES, type);

test("atm-info and atm-redirect: POST only, form-encoded, with a length within 8 KB", () => {
  expect(check("POST", "/api/payment/ecpay/atm-info", "300")).toEqual({ ok: true, answers: "gateway-callback" });
  expect(check("POST", "/api/payment/ecpay/atm-redirect", "300")).toEqual({ ok: true, answers: "gateway-redirect" });
  expect(check("GET", "/api/payment/ecpay/atm-info")).toMatchObject({ ok: false, status: 405 });
  expect(check("POST", "/api/payment/ecpay/atm-redirect")).toMatchObject({ ok: false, status: 411 });
  // ECPay's posts are small forms: 8 KB at most, form-encoded only.
  expect(check("POST", "/api/payment/ecpay/atm-info", "8193")).toMatchObject({ ok: false, status: 413 });
  expect(check("POST", "/api/payment/ecpay/atm-info", "300", "application/json")).toMatchObject({
    ok: false,
    status: 415,
  });
  expect(check("POST", "/api/payment/ecpay/atm-infox", "10")).toMatchObject({ ok: false, status: 404 });
});

test("gateway-redirect answers: a 303 within the site, or a text/JSON error", () => {
  expect(checkAnswer("gateway-redirect", 303, undefined, "/donation/atm?order_no=A1")).toEqual({ pass: true });
  for (const away of ["https://evil.test/", "//evil.test/x", "/\\evil.test", undefined])
    expect(checkAnswer("gateway-redirect", 303, undefined, away).pass).toBe(false);
  expect(checkAnswer("gateway-redirect", 302, undefined, "/donation/atm").pass).toBe(false);
  expect(checkAnswer("gateway-redirect", 200, "text/html", undefined).pass).toBe(false);
  expect(checkAnswer("gateway-redirect", 415, "text/plain; charset=utf-8", undefined)).toEqual({ pass: true });
  expect(checkAnswer("gateway-redirect", 413, "application/json", undefined)).toEqual({ pass: true });
  expect(visitorAnswerHeaders("gateway-redirect", { location: "/donation/atm", "set-cookie": "a=1" })).toEqual({
    location: "/donation/atm",
  });
  expect(visitorAnswerHeaders("gateway-callback", { location: "/x" })).toEqual({});
});
