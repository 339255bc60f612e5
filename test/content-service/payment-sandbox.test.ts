// The sandbox round trip over real HTTP: donation form -> sandbox checkout page -> the visitor's choice ->
// signed callback to ReturnURL -> redirect back to the order's stored return page.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityDonation, normalDonation } from "./donation-bodies.js";
import { listeningService, type ListeningService } from "./content-test-service.js";
import { formAction, hiddenFields } from "./form-html.js";

let service: ListeningService;
beforeAll(async () => {
  service = await listeningService();
});
afterAll(() => service.close());

const status = (tradeNo: string) =>
  service.db.prepare<[string], string>("SELECT status FROM donations WHERE merchant_trade_no = ?").pluck().get(tradeNo);

async function checkoutPage(body: object, path = "/api/homepage/donate") {
  const donation = await request(service.server).post(path).send(body);
  const form = hiddenFields(donation.text);
  const page = await request(service.server)
    .post(formAction(donation.text) ?? "")
    .type("form")
    .send(form);
  return { form, page };
}

describe("payment sandbox", () => {
  it("shows the order with 付款成功 and 付款失敗, inert under a strict CSP", async () => {
    const { form, page } = await checkoutPage(activityDonation);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.text).toContain(form.MerchantTradeNo);
    expect(page.text).toContain("新臺幣 600 元");
    expect(page.text).toContain("信用卡");
    expect(page.text).toContain("付款成功");
    expect(page.text).toContain("付款失敗");
    expect(page.text).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(formAction(page.text)).toBe("complete");
    const css = await request(service.server).get("/api/payment-sandbox/styles");
    expect(css.status).toBe(200);
    expect(css.type).toBe("text/css");
  });

  it("success: performs the callback (order paid) and redirects to the return page", async () => {
    const { form, page } = await checkoutPage(activityDonation);
    const done = await request(service.server)
      .post("/api/payment-sandbox/complete")
      .type("form")
      .send({ ...hiddenFields(page.text), SandboxResult: "success" });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe(`/charity4?id=1&activityID=21&order_no=${form.MerchantTradeNo}&status=success`);
    expect(status(form.MerchantTradeNo ?? "")).toBe("paid");
  });

  it("failure: the order is not paid and the visitor sees the error message", async () => {
    const { form, page } = await checkoutPage(normalDonation, "/api/homepage/donate/atm");
    expect(page.text).toContain("ATM 轉帳");
    const done = await request(service.server)
      .post("/api/payment-sandbox/complete")
      .type("form")
      .send({ ...hiddenFields(page.text), SandboxResult: "fail" });
    expect(done.status).toBe(302);
    const location = new URL(done.headers.location ?? "", "http://site.test");
    expect(location.pathname).toBe("/charity4");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      id: "1",
      order_no: form.MerchantTradeNo,
      status: "fail",
      errmsg: "10100058",
    });
    expect(status(form.MerchantTradeNo ?? "")).toBe("failed");
  });

  it("refuses a tampered form at checkout and at completion", async () => {
    const { form, page } = await checkoutPage(normalDonation);
    const tampered = await request(service.server)
      .post("/api/payment-sandbox/checkout")
      .type("form")
      .send({ ...form, TotalAmount: "1" });
    expect(tampered.status).toBe(400);
    expect(tampered.text).toContain("CheckMacValue");
    const redirected = await request(service.server)
      .post("/api/payment-sandbox/complete")
      .type("form")
      .send({ ...hiddenFields(page.text), ReturnURL: "http://127.0.0.1:1/steal", SandboxResult: "success" });
    expect(redirected.status).toBe(400);
    const noChoice = await request(service.server)
      .post("/api/payment-sandbox/complete")
      .type("form")
      .send(hiddenFields(page.text));
    expect(noChoice.status).toBe(400);
    expect(status(form.MerchantTradeNo ?? "")).toBe("pending");
  });
});
