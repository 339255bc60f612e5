// ECPay's ATM messages: PaymentInfoURL (server to server) stores the virtual account once and answers
// 1|OK; ClientRedirectURL (the donor's browser) answers a 303 to our transfer page and never fails an
// order. Forged, tampered, foreign and malformed messages change nothing. A transfer paid after expiry still settles the order.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createContentApp } from "../../../server/content-service/app.js";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { withCheckMacValue, type FormFields } from "../../../server/content-service/payment/check-mac-value.js";
import {
  issuedAccountFields,
  transferPaidFields,
} from "../../../server/content-service/payment-sandbox/sandbox-atm-fields.js";
import { captureLogs } from "../../server/log-capture.js";
import { normalDonation } from "../donation-bodies.js";
import { MEDIA_DIR, TEST_PAYMENT, tempDbFile, openDemoDb } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

const temp = tempDbFile();
const logs = captureLogs("info");
let db: ContentDb;
let app: ReturnType<typeof createContentApp>;
beforeAll(() => {
  db = openDemoDb(temp.file);
  app = createContentApp({ db, payment: TEST_PAYMENT, mediaDir: MEDIA_DIR, logger: logs.logger });
});
afterAll(() => {
  db.close();
  temp.remove();
});

let checkout: FormFields;
let issued: FormFields;
beforeEach(async () => {
  const response = await request(app).post("/api/homepage/donate/atm").send(normalDonation);
  checkout = hiddenFields(response.text);
  issued = issuedAccountFields(checkout, TEST_PAYMENT, new Date());
});

interface Row {
  status: string;
  atm_bank_code: string | null;
  atm_v_account: string | null;
  atm_expire_date: string | null;
  atm_expires_at: string | null;
}
const row = (tradeNo = checkout.MerchantTradeNo ?? "") =>
  db
    .prepare<[string], Row>(
      "SELECT status, atm_bank_code, atm_v_account, atm_expire_date, atm_expires_at FROM donations WHERE merchant_trade_no = ?",
    )
    .get(tradeNo);
const untouched = {
  status: "pending",
  atm_bank_code: null,
  atm_v_account: null,
  atm_expire_date: null,
  atm_expires_at: null,
};
const info = (fields: FormFields | string) =>
  request(app).post("/api/payment/ecpay/atm-info").type("form").send(fields);
const redirect = (fields: FormFields | string) =>
  request(app).post("/api/payment/ecpay/atm-redirect").type("form").send(fields);
const signed = (changes: FormFields) => withCheckMacValue({ ...issued, ...changes }, TEST_PAYMENT);

describe("the checkout form of an ATM order", () => {
  it("names PaymentInfoURL, ClientRedirectURL and the account's validity", () => {
    expect(checkout).toMatchObject({
      ChoosePayment: "ATM",
      ExpireDate: "3",
      PaymentInfoURL: "http://127.0.0.1:9/api/payment/ecpay/atm-info",
      ClientRedirectURL: "/api/payment/ecpay/atm-redirect",
    });
  });
});

describe("PaymentInfoURL", () => {
  it("stores the issued account once; a replay answers 1|OK and changes nothing", async () => {
    const first = await info(issued);
    expect([first.status, first.text, first.type]).toEqual([200, "1|OK", "text/plain"]);
    const stored = row();
    expect(stored).toMatchObject({
      status: "pending",
      atm_bank_code: "812",
      atm_v_account: issued.vAccount,
      atm_expire_date: issued.ExpireDate,
    });
    // yyyy/MM/dd means the end of that day in Taipei.
    const [y, m, d] = (issued.ExpireDate ?? "").split("/").map(Number);
    expect(stored?.atm_expires_at).toBe(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d, 15, 59, 59, 999)).toISOString());
    expect((await info(issued)).text).toBe("1|OK");
    const other = signed({ vAccount: "99999999999999" });
    expect((await info(other)).text).toBe("1|OK");
    expect(row()).toEqual(stored);
  });

  it("an account that could not be issued marks the order failed", async () => {
    const response = await info(signed({ RtnCode: "10100073", RtnMsg: "取號失敗", BankCode: "", vAccount: "" }));
    expect(response.text).toBe("1|OK");
    expect(row()).toEqual({ ...untouched, status: "failed" });
  });

  const refused = async (fields: FormFields | string, reason: RegExp) => {
    const response = await info(fields);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(reason);
    expect(row()).toEqual(untouched);
  };

  it("forged: wrong CheckMacValue, or signed with another key", async () => {
    await refused({ ...issued, CheckMacValue: "A".repeat(64) }, /^0\|CheckMacValue/);
    await refused(withCheckMacValue(issued, { hashKey: "attackerKey00000", hashIV: "attackerIV000000" }), /^0\|/);
  });

  it("tampered: amount or account changed without re-signing", async () => {
    await refused({ ...issued, TradeAmt: "1" }, /^0\|CheckMacValue/);
    await refused({ ...issued, vAccount: "12345678901234" }, /^0\|CheckMacValue/);
  });

  it("signed but wrong: another amount, another merchant, an unknown or credit-card order", async () => {
    await refused(signed({ TradeAmt: "1" }), /^0\|TradeAmt mismatch/);
    await refused(signed({ MerchantID: "2000132" }), /^0\|MerchantID mismatch/);
    await refused(signed({ MerchantTradeNo: "NOPE0000000000000000" }), /^0\|order not found/);
    const card = hiddenFields((await request(app).post("/api/homepage/donate").send(normalDonation)).text);
    await refused(
      signed({ MerchantTradeNo: card.MerchantTradeNo ?? "", TradeAmt: card.TotalAmount ?? "" }),
      /not found/,
    );
  });

  it("signed but malformed account fields", async () => {
    await refused(signed({ BankCode: "81" }), /^0\|virtual account/);
    await refused(signed({ vAccount: "12ab" }), /^0\|virtual account/);
    await refused(signed({ ExpireDate: "2026/02/30" }), /^0\|virtual account/);
    await refused(signed({ ExpireDate: "next week" }), /^0\|virtual account/);
  });

  it("repeated fields, an empty body", async () => {
    await refused(`${new URLSearchParams(issued).toString()}&vAccount=1`, /^0\|/);
    await refused({}, /^0\|/);
  });

  it("only a form: JSON or text is refused with 415 before it is read", async () => {
    const json = await request(app).post("/api/payment/ecpay/atm-info").send(issued);
    expect([json.status, json.text]).toEqual([415, "0|Content-Type must be application/x-www-form-urlencoded"]);
    const text = await request(app)
      .post("/api/payment/ecpay/atm-info")
      .set("content-type", "text/plain")
      .send(new URLSearchParams(issued).toString());
    expect(text.status).toBe(415);
    expect(row()).toEqual(untouched);
  });

  it("an oversize body is refused (413) and stores nothing", async () => {
    const response = await info({ ...issued, CustomField1: "x".repeat(20_000) });
    expect(response.status).toBe(413);
    expect(row()).toEqual(untouched);
  });
});

describe("ClientRedirectURL", () => {
  it("a genuine post goes (303, no-store) to our transfer page, and stores the account if the info was lost", async () => {
    const response = await redirect(issued);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`/donation/atm?order_no=${checkout.MerchantTradeNo}`);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(row()?.atm_v_account).toBe(issued.vAccount);
    // The donor's reload or back button: the same answer.
    expect((await redirect(issued)).headers.location).toBe(response.headers.location);
  });

  // Issue 18.3: the donor's browser carries this message, so it never fails an order (PaymentInfoURL,
  // server to server, does: see above); the donor still lands on our page.
  it("a signed 'no account could be issued' changes nothing; the donor still lands on our page", async () => {
    const response = await redirect(signed({ RtnCode: "10100073", BankCode: "", vAccount: "" }));
    expect([response.status, response.headers.location]).toEqual([
      303,
      `/donation/atm?order_no=${checkout.MerchantTradeNo}`,
    ]);
    expect(row()).toEqual(untouched);
  });

  it("forged, tampered or foreign posts go to the page's not-found message and store nothing", async () => {
    for (const fields of [
      { ...issued, CheckMacValue: "0".repeat(64) },
      { ...issued, TradeAmt: "1" },
      signed({ TradeAmt: "1" }),
      signed({ MerchantID: "2000132" }),
    ]) {
      const response = await redirect(fields);
      expect([response.status, response.headers.location]).toEqual([303, "/donation/atm"]);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(row()).toEqual(untouched);
  });

  it("only a form", async () => {
    const response = await request(app).post("/api/payment/ecpay/atm-redirect").send(issued);
    expect(response.status).toBe(415);
  });
});

describe("the transfer itself (ReturnURL, RtnCode=1)", () => {
  const paid = (fields: FormFields) => request(app).post("/api/payment/ecpay/return").type("form").send(fields);

  it("settles a pending ATM order paid", async () => {
    await info(issued);
    expect((await paid(transferPaidFields(issued, TEST_PAYMENT, new Date()))).text).toBe("1|OK");
    expect(row()?.status).toBe("paid");
  });

  it("after expiry, a late transfer still settles it paid, logged at warn", async () => {
    await info(issued);
    db.prepare("UPDATE donations SET status = 'expired' WHERE merchant_trade_no = ?").run(checkout.MerchantTradeNo);
    logs.raw.length = 0;
    expect((await paid(transferPaidFields(issued, TEST_PAYMENT, new Date()))).text).toBe("1|OK");
    expect(row()?.status).toBe("paid");
    const aboutExpiry: unknown = expect.stringMatching(/expired/);
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: 40, tradeNo: checkout.MerchantTradeNo, msg: aboutExpiry }),
    );
  });
});
