// Monthly giving in the content service: the checkout's period fields and MAC (against ECPay's Node SDK),
// the mandate started by its first charge, each later charge (PeriodReturnURL) stored once as its own
// paid or failed donation, the mandate ending after its last month, and tampered, replayed, renamed or
// unknown notices refused and logged with nothing changed (the shapes ECPay sends:
// payment/ecpay-period-routes.test.ts). One-off donations never carry a period.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkMacValue,
  withCheckMacValue,
  type FormFields,
} from "../../../server/content-service/payment/check-mac-value.js";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import { periodNoticeFields } from "../../../server/content-service/payment-sandbox/sandbox-period.js";
import { sponsorResponse } from "../../../shared/api/sponsor.server.js";
import { nodeSdkCheckMacValue, nodeSdkPeriodPage } from "../../fixtures/ecpay-sdk-pages.js";
import { legacyDonation, normalDonation } from "../donation-bodies.js";
import { keptLogLines, testService, type TestService } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

const { logger, lines: logs } = keptLogLines();
let service: TestService;
beforeAll(() => {
  service = testService({ monthlyGiving: true }, logger);
});
afterAll(() => service.close());

const monthly = { ...normalDonation, name: "定期測試", amount: 600, period: { months: 3 } };
const donate = (body: object, path = "/api/homepage/donate") => request(service.app).post(path).send(body);
const totalSponsors = async () =>
  sponsorResponse.parse((await request(service.app).get("/api/homepage/sponsor")).body).data.Total;
const rowsOf = (tradeNo: string) =>
  service.db
    .prepare<[string], { status: string; charge_no: number; amount: number; donor_name: string }>(
      `SELECT d.status, d.charge_no, d.amount, d.donor_name FROM donations d JOIN donation_mandates m
         ON m.id = d.mandate_id WHERE m.merchant_trade_no = ? ORDER BY d.id`,
    )
    .all(tradeNo);
const mandateStatus = (tradeNo: string) =>
  service.db
    .prepare<[string], string>("SELECT status FROM donation_mandates WHERE merchant_trade_no = ?")
    .pluck()
    .get(tradeNo);
const notice = (tradeNo: string, successes: number, paid = true, gwsr = String(20_000_000 + successes)) =>
  periodNoticeFields(
    {
      mandate: { merchantTradeNo: tradeNo, amount: 600, execTimes: 3, successes, status: "running", log: [] },
      gwsr,
      paid,
    },
    service.payment,
    new Date(),
  );
const post = (fields: FormFields) =>
  request(service.app).post("/api/payment/ecpay/period-return").type("form").send(fields);
const rejections = () => logs.filter((line) => line.msg === "monthly charge notice rejected");

describe("the first authorisation", () => {
  it("carries ECPay's five period fields, signed as the Node SDK signs them", async () => {
    const checkout = hiddenFields((await donate(monthly)).text);
    expect(checkout).toMatchObject({
      TotalAmount: "600",
      ChoosePayment: "Credit",
      PeriodAmount: "600",
      PeriodType: "M",
      Frequency: "1",
      ExecTimes: "3",
      PeriodReturnURL: "http://127.0.0.1:9/api/payment/ecpay/period-return",
    });
    const { CheckMacValue: mac, ...unsigned } = checkout;
    expect(mac).toBe(nodeSdkCheckMacValue(unsigned));
    // The SDK's own periodic page, given our order: the same field names and values, and its MAC is ours.
    const { PeriodAmount, PeriodType, Frequency, ExecTimes, PeriodReturnURL, ...order } = unsigned;
    const { MerchantID: _id, ChoosePayment: _choose, EncryptType: _encrypt, PaymentType: _type, ...given } = order;
    const period = { PeriodAmount, PeriodType, Frequency, ExecTimes, PeriodReturnURL } as Record<string, string>;
    const sdk = sdkFields(nodeSdkPeriodPage(period, given));
    expect(sdk).toMatchObject(unsigned);
    expect(sdk.CheckMacValue).toBe(checkMacValue(sdk, service.payment));
  });

  it("the sandbox refuses a checkout whose period fields were changed, even re-signed", async () => {
    const { CheckMacValue: _mac, ...unsigned } = hiddenFields((await donate(monthly)).text);
    const checkout = (change: FormFields) =>
      request(service.app)
        .post("/api/payment-sandbox/checkout")
        .type("form")
        .send(withCheckMacValue({ ...unsigned, ...change }, service.payment));
    expect((await checkout({})).status).toBe(200);
    for (const [change, message] of [
      [{ PeriodAmount: "6" }, "定期定額金額不符"],
      [{ PeriodReturnURL: "https://evil.example/api/payment/ecpay/period-return" }, "定期定額通知網址不符"],
      [{ PeriodType: "D" }, "扣款週期不正確"],
      [{ ExecTimes: "1" }, "扣款期數不正確"],
    ] as const) {
      const answer = await checkout(change);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(message);
    }
  });

  it("a paid first charge starts the mandate; a failed one ends it", async () => {
    const started = hiddenFields((await donate(monthly)).text);
    const tradeNo = started.MerchantTradeNo ?? "";
    expect(mandateStatus(tradeNo)).toBe("pending");
    await request(service.app)
      .post("/api/payment/ecpay/return")
      .type("form")
      .send(callbackFields(started, true, service.payment, new Date()));
    expect(mandateStatus(tradeNo)).toBe("active");
    const failed = hiddenFields((await donate(monthly)).text);
    await request(service.app)
      .post("/api/payment/ecpay/return")
      .type("form")
      .send(callbackFields(failed, false, service.payment, new Date()));
    expect(mandateStatus(failed.MerchantTradeNo ?? "")).toBe("failed");
  });

  it("a first charge whose later months were all heard of first completes the mandate", async () => {
    const started = hiddenFields((await donate(monthly)).text);
    const tradeNo = started.MerchantTradeNo ?? "";
    for (const successes of [2, 3]) expect((await post(notice(tradeNo, successes))).text).toBe("1|OK");
    expect(mandateStatus(tradeNo)).toBe("pending");
    await request(service.app)
      .post("/api/payment/ecpay/return")
      .type("form")
      .send(callbackFields(started, true, service.payment, new Date()));
    const mandate = service.db
      .prepare<[string], { status: string; charges_paid: number; ended: number }>(
        `SELECT status, charges_paid, ended_at IS NOT NULL AS ended FROM donation_mandates
         WHERE merchant_trade_no = ?`,
      )
      .get(tradeNo);
    expect(mandate).toEqual({ status: "completed", charges_paid: 3, ended: 1 });
  });
});

describe("later charges (PeriodReturnURL)", () => {
  let tradeNo = "";
  beforeAll(async () => {
    const checkout = hiddenFields((await donate(monthly)).text);
    tradeNo = checkout.MerchantTradeNo ?? "";
    await request(service.app)
      .post("/api/payment/ecpay/return")
      .type("form")
      .send(callbackFields(checkout, true, service.payment, new Date()));
  });

  it("each becomes its own donation, once however often it is sent; the mandate ends after its last month", async () => {
    const sponsors = await totalSponsors();
    const failedMonth = await post(notice(tradeNo, 1, false));
    expect(failedMonth.text).toBe("1|OK");
    for (const successes of [2, 2, 3, 3]) expect((await post(notice(tradeNo, successes))).text).toBe("1|OK");
    expect(rowsOf(tradeNo)).toEqual([
      { status: "paid", charge_no: 1, amount: 600, donor_name: "定期測試" },
      { status: "failed", charge_no: 2, amount: 600, donor_name: "定期測試" },
      { status: "paid", charge_no: 2, amount: 600, donor_name: "定期測試" },
      { status: "paid", charge_no: 3, amount: 600, donor_name: "定期測試" },
    ]);
    expect(await totalSponsors()).toBe(sponsors + 2);
    expect(mandateStatus(tradeNo)).toBe("completed");
    expect(logs.filter((line) => line.msg === "monthly charge repeated; already recorded")).toHaveLength(2);
  });

  it("tampered, renamed, replayed elsewhere or unknown notices change nothing and are logged", async () => {
    const before = rowsOf(tradeNo);
    const genuine = notice(tradeNo, 3, true, "29999999");
    const { CheckMacValue: _mac, ...unsigned } = genuine;
    const resigned = (change: FormFields) => withCheckMacValue({ ...unsigned, ...change }, service.payment);
    const { Gwsr, ...withoutGwsr } = unsigned;
    const cases: [string, FormFields][] = [
      ["amount changed after signing", { ...genuine, Amount: "6" }],
      ["a paid month without its Gwsr", resigned({ Gwsr: "" })],
      ["a paid month of no amount", resigned({ Amount: "0" })],
      ["a field renamed in case", withCheckMacValue({ ...withoutGwsr, gwsr: Gwsr ?? "" }, service.payment)],
      ["an unknown mandate", resigned({ MerchantTradeNo: "D000000000000UNKNOWN" })],
      ["another merchant", resigned({ MerchantID: "2000132" })],
      ["a month past the last", resigned({ TotalSuccessTimes: "4" })],
    ];
    for (const [label, fields] of cases) {
      const answer = await post(fields);
      expect(answer.status, label).toBe(400);
      expect(answer.text, label).toMatch(/^0\|/);
    }
    expect(rowsOf(tradeNo)).toEqual(before);
    expect(rejections().length).toBeGreaterThanOrEqual(cases.length);
  });
});

describe("what may carry a period", () => {
  it("bank transfer, the older page's body and a service without monthly giving refuse it; nothing is stored", async () => {
    const count = () => service.db.prepare<[], number>("SELECT COUNT(*) FROM donations").pluck().get();
    const before = count();
    expect((await donate(monthly, "/api/homepage/donate/atm")).status).toBe(400);
    expect((await donate({ ...legacyDonation, period: { months: 3 } })).status).toBe(400);
    expect((await donate({ ...monthly, period: { months: 100 } })).status).toBe(400);
    const off = testService();
    try {
      expect((await request(off.app).post("/api/homepage/donate").send(monthly)).status).toBe(400);
      const charity = await request(off.app).post("/api/website/getCharity").send({ id: 1 });
      expect(charity.text).not.toContain("monthlyGiving");
    } finally {
      off.close();
    }
    expect(count()).toBe(before);
    const charity = await request(service.app).post("/api/website/getCharity").send({ id: 1 });
    expect(charity.body).toMatchObject({ data: { data: { monthlyGiving: true } } });
  });
});

function sdkFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" id="[^"]*" value="([^"]*)" \/>/g))
    fields[match[1] ?? ""] = match[2] ?? "";
  return fields;
}
