// PeriodReturnURL notices in the shapes ECPay's samples and netiCRM show (issue 36.1), each recorded as ECPay
// says it happened: a notice without SimulatePaid, a declined month with Amount=0 and an empty Gwsr (once,
// however often it is sent), a month whose amount, frequency or number of charges ECPay's back office
// changed (with a warning carrying a stable event name), and a notice's TradeNo kept for the month.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormFields } from "../../../server/content-service/payment/check-mac-value.js";
import { TERMS_CHANGED_EVENT } from "../../../server/content-service/payment/period-terms.js";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import {
  declinedWithoutGwsr,
  documentedPeriodNotice,
  dotnetPeriodFeedback,
  type SampleMandate,
} from "../../fixtures/ecpay-period-samples.js";
import { normalDonation } from "../donation-bodies.js";
import { keptLogLines, testService, type TestService } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

const { logger, lines: logs } = keptLogLines();
let service: TestService;
beforeAll(() => {
  service = testService({ monthlyGiving: true }, logger);
});
afterAll(() => service.close());

let mandate: SampleMandate;
beforeEach(async () => {
  const body = { ...normalDonation, name: "樣本測試", amount: 600, period: { months: 3 } };
  const checkout = hiddenFields((await request(service.app).post("/api/homepage/donate").send(body)).text);
  await request(service.app)
    .post("/api/payment/ecpay/return")
    .type("form")
    .send(callbackFields(checkout, true, service.payment, new Date()));
  mandate = {
    merchantId: service.payment.merchantId,
    tradeNo: checkout.MerchantTradeNo ?? "",
    amount: 600,
    execTimes: 3,
  };
});

const post = (fields: FormFields) =>
  request(service.app).post("/api/payment/ecpay/period-return").type("form").send(fields);
const months = () =>
  service.db
    .prepare<
      [string],
      { charge_no: number; status: string; amount: number; period_gwsr: string | null; period_trade_no: string | null }
    >(
      `SELECT d.charge_no, d.status, d.amount, d.period_gwsr, d.period_trade_no FROM donations d
       JOIN donation_mandates m ON m.id = d.mandate_id WHERE m.merchant_trade_no = ? AND d.charge_no > 1 ORDER BY d.id`,
    )
    .all(mandate.tradeNo);
const mandateRow = () =>
  service.db
    .prepare<[string], { status: string; exec_times: number; charges_paid: number }>(
      "SELECT status, exec_times, charges_paid FROM donation_mandates WHERE merchant_trade_no = ?",
    )
    .get(mandate.tradeNo);

describe("PeriodReturnURL as ECPay sends it", () => {
  it("ECPayAIO_Net PeriodFeedback's fields, without SimulatePaid: the month is recorded", async () => {
    const answer = await post(dotnetPeriodFeedback(mandate, 2, "11850202", service.payment));
    expect([answer.status, answer.text]).toEqual([200, "1|OK"]);
    expect(months()).toEqual([
      { charge_no: 2, status: "paid", amount: 600, period_gwsr: "11850202", period_trade_no: null },
    ]);
  });

  it("a declined month with Amount=0 and an empty Gwsr is a failed month, stored once", async () => {
    const declined = declinedWithoutGwsr(mandate, 1, "2026/12/05 08:00:12", service.payment);
    for (let i = 0; i < 3; i++) expect((await post(declined)).text).toBe("1|OK");
    // ECPay tries the card again another day: that is another attempt at the same month.
    expect((await post(declinedWithoutGwsr(mandate, 1, "2026/12/06 08:00:12", service.payment))).text).toBe("1|OK");
    expect(months()).toEqual([
      { charge_no: 2, status: "failed", amount: 600, period_gwsr: null, period_trade_no: null },
      { charge_no: 2, status: "failed", amount: 600, period_gwsr: null, period_trade_no: null },
    ]);
    expect(mandateRow()).toMatchObject({ status: "active", charges_paid: 1 });
  });

  it("a back-office change of amount, frequency or charges is recorded as charged, with a warning", async () => {
    const before = logs.length;
    const changed = documentedPeriodNotice(
      mandate,
      { Amount: "800", Frequency: "2", ExecTimes: "6", TotalSuccessTimes: "2", Gwsr: "11850210" },
      service.payment,
    );
    expect((await post(changed)).text).toBe("1|OK");
    expect(months()).toEqual([
      { charge_no: 2, status: "paid", amount: 800, period_gwsr: "11850210", period_trade_no: null },
    ]);
    // ECPay now charges six months: the third paid month no longer ends the mandate.
    const third = { Amount: "800", Frequency: "2", ExecTimes: "6", TotalSuccessTimes: "3", Gwsr: "11850211" };
    expect((await post(documentedPeriodNotice(mandate, third, service.payment))).text).toBe("1|OK");
    expect(mandateRow()).toEqual({ status: "active", exec_times: 6, charges_paid: 3 });
    const warnings = logs.slice(before).filter((line) => line.event === TERMS_CHANGED_EVENT);
    expect(warnings.slice(0, 3).map((line) => [line.field, line.ours, line.ecpay, line.level])).toEqual([
      ["Amount", "600", "800", 40],
      ["Frequency", "1", "2", 40],
      ["ExecTimes", "3", "6", 40],
    ]);
  });

  it("a TradeNo in a notice is kept for the month, and a repeat without one changes nothing", async () => {
    const notice = documentedPeriodNotice(mandate, { TradeNo: "2612050800125678" }, service.payment);
    expect((await post(notice)).text).toBe("1|OK");
    expect((await post(documentedPeriodNotice(mandate, {}, service.payment))).text).toBe("1|OK");
    expect(months()).toEqual([
      { charge_no: 2, status: "paid", amount: 600, period_gwsr: "11850207", period_trade_no: "2612050800125678" },
    ]);
  });

  it("a simulated month (SimulatePaid=1) is acknowledged and not recorded", async () => {
    const simulated = documentedPeriodNotice(mandate, { SimulatePaid: "1" }, service.payment);
    expect((await post(simulated)).text).toBe("1|OK");
    expect(months()).toEqual([]);
  });
});
