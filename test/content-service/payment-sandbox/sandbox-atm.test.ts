// The sandbox playing ECPay's ATM flow over real HTTP: checkout -> 取得虛擬帳號 -> PaymentInfoURL sent
// (the account stored) -> a page whose 返回商店 posts the signed fields to ClientRedirectURL -> later
// 模擬銀行轉帳入帳 sends ReturnURL with RtnCode=1 (the order paid). Forged forms are refused.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCheckMacValue } from "../../../server/content-service/payment/check-mac-value.js";
import { normalDonation } from "../donation-bodies.js";
import { listeningService, type ListeningService } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

let service: ListeningService;
beforeAll(async () => {
  service = await listeningService();
});
afterAll(() => service.close());

const order = (tradeNo: string) =>
  service.db
    .prepare<[string], { status: string; atm_v_account: string | null }>(
      "SELECT status, atm_v_account FROM donations WHERE merchant_trade_no = ?",
    )
    .get(tradeNo);

async function atmCheckout() {
  const donation = await request(service.server).post("/api/homepage/donate/atm").send(normalDonation);
  const form = hiddenFields(donation.text);
  const page = await request(service.server).post("/api/payment-sandbox/checkout").type("form").send(form);
  return { form, page };
}

/** The forms of a sandbox page: action and hidden fields, in order. */
function forms(html: string) {
  return [...html.matchAll(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map((match) => ({
    action: match[1] ?? "",
    fields: hiddenFields(match[2] ?? ""),
  }));
}

describe("sandbox ATM", () => {
  it("the checkout page offers 取得虛擬帳號 (no 付款成功: the money comes later, by transfer)", async () => {
    const { page } = await atmCheckout();
    expect(page.status).toBe(200);
    expect(page.text).toContain('formaction="atm-issue"');
    expect(page.text).toContain("取得虛擬帳號");
    expect(page.text).not.toContain("付款成功");
  });

  it("issues an account: PaymentInfoURL stored it; 返回商店 posts the same signed fields to ClientRedirectURL", async () => {
    const { form, page } = await atmCheckout();
    const issued = await request(service.server).post("/api/payment-sandbox/atm-issue").type("form").send(form);
    expect(issued.status).toBe(200);
    expect(issued.headers["content-security-policy"]).toContain("form-action 'self'");
    expect(issued.text).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const [back, transfer] = forms(issued.text);
    expect(back?.action).toBe("/api/payment/ecpay/atm-redirect");
    expect(back?.fields).toMatchObject({ RtnCode: "2", BankCode: "812", MerchantTradeNo: form.MerchantTradeNo });
    expect(issued.text).toContain(back?.fields.vAccount);
    expect(order(form.MerchantTradeNo ?? "")).toEqual({ status: "pending", atm_v_account: back?.fields.vAccount });
    expect(page.text).toContain("ATM 轉帳");

    const redirected = await request(service.server)
      .post(back?.action ?? "")
      .type("form")
      .send(back?.fields ?? {});
    expect(redirected.status).toBe(303);
    expect(redirected.headers.location).toBe(`/donation/atm?order_no=${form.MerchantTradeNo}`);

    expect(transfer?.action).toBe("atm-transfer");
    const paid = await request(service.server)
      .post("/api/payment-sandbox/atm-transfer")
      .type("form")
      .send(transfer?.fields ?? {});
    expect(paid.status).toBe(200);
    expect(paid.text).toContain("商店已確認");
    expect(order(form.MerchantTradeNo ?? "")?.status).toBe("paid");
  });

  it("refuses a tampered checkout form and a transfer into an account it did not issue", async () => {
    const { form } = await atmCheckout();
    const tampered = await request(service.server)
      .post("/api/payment-sandbox/atm-issue")
      .type("form")
      .send({ ...form, PaymentInfoURL: "http://evil.test/steal" });
    expect(tampered.status).toBe(400);
    const resigned = withCheckMacValue({ ...form, PaymentInfoURL: "http://evil.test/steal" }, service.payment);
    expect(
      (await request(service.server).post("/api/payment-sandbox/atm-issue").type("form").send(resigned)).status,
    ).toBe(400);
    const forged = await request(service.server)
      .post("/api/payment-sandbox/atm-transfer")
      .type("form")
      .send({ MerchantTradeNo: form.MerchantTradeNo, TradeAmt: form.TotalAmount, RtnCode: "2", CheckMacValue: "X" });
    expect(forged.status).toBe(400);
    expect(order(form.MerchantTradeNo ?? "")).toEqual({ status: "pending", atm_v_account: null });
  });
});
