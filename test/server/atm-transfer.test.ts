// The ATM flow through the web server against the real content service: ECPay's two ATM posts reach
// it through the proxy allow-list (form-encoded, body-limited), the client redirect lands on our
// /donation/atm page, which shows one order's transfer details (noindex, no-store) and nothing about
// the donor; unknown, malformed and unanswerable numbers get a clear message.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormFields } from "../../server/content-service/payment/check-mac-value.js";
import { withCheckMacValue } from "../../server/content-service/payment/check-mac-value.js";
import { issuedAccountFields } from "../../server/content-service/payment-sandbox/sandbox-atm-fields.js";
import { listeningService, type ListeningService } from "../content-service/content-test-service.js";
import { normalDonation } from "../content-service/donation-bodies.js";
import { hiddenFields } from "../content-service/form-html.js";
import { buildApp } from "./app-harness.js";

let service: ListeningService;
let app: ReturnType<typeof buildApp>;
beforeAll(async () => {
  service = await listeningService();
  app = buildApp(service.origin);
});
afterAll(() => service.close());

let checkout: FormFields;
let issued: FormFields;
beforeEach(async () => {
  const donation = await request(service.server)
    .post("/api/homepage/donate/atm")
    .send({ ...normalDonation, name: "陳秘密", phone: "0933111222" });
  checkout = hiddenFields(donation.text);
  issued = issuedAccountFields(checkout, service.payment, new Date());
});

const stored = () =>
  service.db
    .prepare<[string], string | null>("SELECT atm_v_account FROM donations WHERE merchant_trade_no = ?")
    .pluck()
    .get(checkout.MerchantTradeNo ?? "");

describe("ECPay's ATM posts through the proxy", () => {
  it("PaymentInfoURL: 1|OK and the account stored; forged: 0| and nothing stored", async () => {
    const forged = await request(app)
      .post("/api/payment/ecpay/atm-info")
      .type("form")
      .send({ ...issued, TradeAmt: "1" });
    expect([forged.status, forged.text]).toEqual([400, "0|CheckMacValue verify fail"]);
    expect(stored()).toBeNull();
    const ok = await request(app).post("/api/payment/ecpay/atm-info").type("form").send(issued);
    expect([ok.status, ok.text]).toEqual([200, "1|OK"]);
    expect(stored()).toBe(issued.vAccount);
  });

  it("only form posts within the body limit, with a length; no GET", async () => {
    const json = await request(app).post("/api/payment/ecpay/atm-info").send(issued);
    expect(json.status).toBe(415);
    const huge = await request(app)
      .post("/api/payment/ecpay/atm-info")
      .type("form")
      .send({ ...issued, CustomField1: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
    expect((await request(app).get("/api/payment/ecpay/atm-info")).status).toBe(405);
    expect((await request(app).get("/api/payment/ecpay/atm-redirect")).status).toBe(405);
    expect(stored()).toBeNull();
  });

  it("ClientRedirectURL: a 303 to our page; a forged one to the page's not-found message", async () => {
    const back = await request(app).post("/api/payment/ecpay/atm-redirect").type("form").send(issued);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/donation/atm?order_no=${checkout.MerchantTradeNo}`);
    const forged = await request(app)
      .post("/api/payment/ecpay/atm-redirect")
      .type("form")
      .send(withCheckMacValue({ ...issued, MerchantID: "2000132" }, service.payment));
    expect([forged.status, forged.headers.location]).toEqual([303, "/donation/atm"]);
  });
});

describe("/donation/atm", () => {
  it("shows the charity, amount, bank code, account and Taipei deadline; noindex, no-store; nothing of the donor", async () => {
    await request(app).post("/api/payment/ecpay/atm-info").type("form").send(issued);
    const page = await request(app).get(`/donation/atm?order_no=${checkout.MerchantTradeNo}`);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    for (const text of [
      "社團法人台中市恆心慈善協會",
      "新臺幣 1,200 元",
      "銀行代碼",
      "812",
      issued.vAccount,
      "繳費期限",
    ])
      expect(page.text).toContain(text);
    expect(page.text).toContain(`${(issued.ExpireDate ?? "").replaceAll("-", "/")} 23:59（台北時間）`);
    for (const secret of ["陳秘密", "0933111222"]) expect(page.text).not.toContain(secret);
    // Client-side navigations get the same data, also no-store.
    const routeData = await request(app).get(`/donation/atm?order_no=${checkout.MerchantTradeNo}&_data=donation-atm`);
    expect(routeData.headers["cache-control"]).toBe("no-store");
    expect(JSON.stringify(routeData.body)).not.toContain("陳秘密");
  });

  it("before the account arrives: the order without an account and a note to reload", async () => {
    const page = await request(app).get(`/donation/atm?order_no=${checkout.MerchantTradeNo}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("轉帳帳號產生中");
    expect(page.text).not.toContain("虛擬帳號</dt>");
  });

  it("unknown, malformed or missing numbers: 404 with a clear message, never another order", async () => {
    // Another upstream's format (D-2026-000123) is asked for, and the content service knows it is not one of its own.
    for (const query of [
      "?order_no=D0000000000000000000",
      "?order_no=../../etc",
      "?order_no=" + "A".repeat(33),
      "?order_no=D-2026-000123",
      "",
    ]) {
      const page = await request(app).get(`/donation/atm${query}`);
      expect(page.status).toBe(404);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.text).toContain("找不到這筆捐款的轉帳資料");
      expect(page.text).not.toContain("銀行代碼");
    }
    // A credit-card order is not an ATM transfer.
    const card = hiddenFields((await request(service.server).post("/api/homepage/donate").send(normalDonation)).text);
    expect((await request(app).get(`/donation/atm?order_no=${card.MerchantTradeNo}`)).status).toBe(404);
  });

  it("the content service down: 503 and a message to try again", async () => {
    const down = buildApp("http://127.0.0.1:9");
    const page = await request(down).get(`/donation/atm?order_no=${checkout.MerchantTradeNo}`);
    expect(page.status).toBe(503);
    expect(page.text).toContain("暫時無法取得轉帳資料");
  });
});
