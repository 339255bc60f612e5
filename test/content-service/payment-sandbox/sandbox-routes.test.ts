// The sandbox round trip over real HTTP: donation form -> sandbox checkout page -> the visitor's choice ->
// signed callback to ReturnURL (normal, lost, sent twice, wrongly signed) -> the browser's post to
// OrderResultURL -> 303 back to the order's stored return page; ATM orders return by a redirect.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityDonation, normalDonation } from "../donation-bodies.js";
import { listeningService, type ListeningService } from "../content-test-service.js";
import { formAction, hiddenFields } from "../form-html.js";
import { withCheckMacValue } from "../../../server/content-service/payment/check-mac-value.js";
import { tradeInfoRequest } from "../../../server/content-service/payment/query-trade-info.js";

let service: ListeningService;
beforeAll(async () => {
  service = await listeningService();
});
afterAll(() => service.close());

const status = (tradeNo: string) =>
  service.db.prepare<[string], string>("SELECT status FROM donations WHERE merchant_trade_no = ?").pluck().get(tradeNo);

const complete = (pageHtml: string, choice: string, notify?: string) =>
  request(service.server)
    .post("/api/payment-sandbox/complete")
    .type("form")
    .send({ ...hiddenFields(pageHtml), SandboxResult: choice, ...(notify ? { SandboxNotify: notify } : {}) });

/** What the browser does on the sandbox's result page: posts its form to OrderResultURL. */
const returnBrowser = (resultHtml: string) =>
  request(service.server)
    .post(formAction(resultHtml) ?? "")
    .type("form")
    .send(hiddenFields(resultHtml));

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

  it("success: performs the callback (order paid), then posts the browser back to OrderResultURL", async () => {
    const { form, page } = await checkoutPage(activityDonation);
    expect(form.OrderResultURL).toBe("/api/payment/ecpay/result");
    expect(form.ClientBackURL).toBe("/charity4?id=1&activityID=21");
    expect(page.text).toContain('<a href="/charity4?id=1&amp;activityID=21">返回商店</a>');
    const done = await complete(page.text, "success");
    expect(done.status).toBe(200);
    expect(done.text).toContain("付款成功");
    expect(done.text).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(formAction(done.text)).toBe("/api/payment/ecpay/result");
    expect(status(form.MerchantTradeNo ?? "")).toBe("paid");
    const back = await returnBrowser(done.text);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/charity4?id=1&activityID=21&order_no=${form.MerchantTradeNo}&status=success`);
  });

  it("credit-card failure: the order fails and the browser comes back with the gateway's code", async () => {
    const { form, page } = await checkoutPage(normalDonation);
    const done = await complete(page.text, "fail");
    expect(done.text).toContain("付款失敗");
    expect(status(form.MerchantTradeNo ?? "")).toBe("failed");
    const back = await returnBrowser(done.text);
    expect(back.headers.location).toBe(`/charity4?id=1&order_no=${form.MerchantTradeNo}&status=fail&errmsg=10100058`);
  });

  it("a lost callback: the order stays pending and the browser hears 'being confirmed'", async () => {
    const { form, page } = await checkoutPage(normalDonation);
    const done = await complete(page.text, "success", "lost");
    expect(status(form.MerchantTradeNo ?? "")).toBe("pending");
    const back = await returnBrowser(done.text);
    expect(back.headers.location).toBe(`/charity4?id=1&order_no=${form.MerchantTradeNo}&status=confirming`);
    expect(status(form.MerchantTradeNo ?? "")).toBe("pending");
  });

  it("a duplicated callback pays the order once", async () => {
    const { form, page } = await checkoutPage(normalDonation);
    const paidCount = () =>
      service.db.prepare<[], number>("SELECT COUNT(*) FROM donations WHERE status = 'paid'").pluck().get();
    const before = paidCount() ?? 0;
    const done = await complete(page.text, "success", "duplicate");
    expect(status(form.MerchantTradeNo ?? "")).toBe("paid");
    expect(paidCount()).toBe(before + 1);
    expect((await returnBrowser(done.text)).headers.location).toMatch(/&status=success$/);
  });

  it("a wrong CheckMacValue: the callback is refused, the browser gets the failure box, nothing changes", async () => {
    const { form, page } = await checkoutPage(normalDonation);
    const done = await complete(page.text, "success", "bad-mac");
    expect(status(form.MerchantTradeNo ?? "")).toBe("pending");
    const back = await returnBrowser(done.text);
    expect(back.headers.location).toBe("/charity4?id=1&status=fail&errmsg=result-unverified");
    expect(status(form.MerchantTradeNo ?? "")).toBe("pending");
  });

  it("refuses an unknown notification mode", async () => {
    const { form, page } = await checkoutPage(normalDonation);
    expect((await complete(page.text, "success", "sometimes")).status).toBe(400);
    expect(status(form.MerchantTradeNo ?? "")).toBe("pending");
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
    // Re-signed with the public test keys, a form naming another browser return is still refused.
    for (const field of ["OrderResultURL", "ClientBackURL"]) {
      const { CheckMacValue: _mac, ...unsigned } = form;
      const resigned = withCheckMacValue({ ...unsigned, [field]: "https://evil.example/x" }, service.payment);
      const elsewhere = await request(service.server).post("/api/payment-sandbox/checkout").type("form").send(resigned);
      expect(elsewhere.status, field).toBe(400);
    }
    const noChoice = await request(service.server)
      .post("/api/payment-sandbox/complete")
      .type("form")
      .send(hiddenFields(page.text));
    expect(noChoice.status).toBe(400);
    expect(status(form.MerchantTradeNo ?? "")).toBe("pending");
  });
});

// Its answers are sandbox-query-route.test.ts's; here, that checkout opens the trade and complete settles it.
describe("the sandbox's QueryTradeInfo", () => {
  const statusOf = async (tradeNo: string) => {
    const answer = await request(service.server)
      .post("/api/payment-sandbox/query-trade-info")
      .type("form")
      .send(tradeInfoRequest(tradeNo, service.payment, new Date()));
    return Object.fromEntries(new URLSearchParams(answer.text)).TradeStatus;
  };

  it("knows a trade from its checkout, paid or failed once completed", async () => {
    const paid = await checkoutPage(normalDonation);
    await complete(paid.page.text, "success");
    const failed = await checkoutPage(normalDonation);
    await complete(failed.page.text, "fail");
    const unpaid = await checkoutPage(normalDonation);
    expect(await statusOf(paid.form.MerchantTradeNo ?? "")).toBe("1");
    expect(await statusOf(failed.form.MerchantTradeNo ?? "")).toBe("10200095");
    expect(await statusOf(unpaid.form.MerchantTradeNo ?? "")).toBe("0");
    expect(await statusOf("D000000000000NOSUCH1")).toBe("10200047");
  });
});
