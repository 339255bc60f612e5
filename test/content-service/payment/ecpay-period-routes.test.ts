// PeriodReturnURL notices in the shapes ECPay's samples and netiCRM show (issue 36.1), each recorded as ECPay
// says it happened: a notice without SimulatePaid, a declined month with Amount=0 and an empty Gwsr (once,
// however often it is sent), a month whose amount, frequency or number of charges ECPay's back office
// changed (with a warning carrying a stable event name), and a notice's TradeNo kept for the month.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withCheckMacValue, type FormFields } from "../../../server/content-service/payment/check-mac-value.js";
import { TERMS_CHANGED_EVENT } from "../../../server/content-service/payment/period-terms.js";
import { PUBLIC_TEST_CREDENTIALS } from "../../../server/content-service/payment/public-test-keys.js";
import { receiptPeriod, taipeiDay } from "../../../server/content-service/receipts/receipt-period.js";
import { issueReceipts } from "../../../server/content-service/receipts/receipt-store.js";
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

// Issue 45, attacked as an outsider would: without the merchant's keys a notice cannot be forged; what
// remains is a genuine notice sent again, sent out of order, or one whose amount is not the mandate's.
describe("PeriodReturnURL notices forged, replayed, reordered or with another amount", () => {
  const paidMonths = () => months().filter((month) => month.status === "paid");

  it("forged: a notice signed with another of ECPay's public keys, unsigned or signed for another month", async () => {
    const genuine = documentedPeriodNotice(mandate, { TotalSuccessTimes: "2", Gwsr: "11850230" }, service.payment);
    const { CheckMacValue: mac, ...unsigned } = genuine;
    const others = PUBLIC_TEST_CREDENTIALS.filter((keys) => keys.hashKey !== service.payment.hashKey);
    const forged: [string, FormFields][] = [
      ...others.map((keys): [string, FormFields] => [`signed with ${keys.hashKey}`, withCheckMacValue(unsigned, keys)]),
      ["unsigned", unsigned],
      ["an empty CheckMacValue", { ...unsigned, CheckMacValue: "" }],
      ["another month's CheckMacValue", { ...unsigned, TotalSuccessTimes: "3", CheckMacValue: mac ?? "" }],
    ];
    for (const [label, fields] of forged) {
      const answer = await post(fields);
      expect([answer.status, answer.text], label).toEqual([400, "0|CheckMacValue verify fail"]);
    }
    expect(months()).toEqual([]);
    expect(mandateRow()).toMatchObject({ status: "active", charges_paid: 1 });
  });

  it("replayed: each month counted once however often it comes, and one yearly receipt lists it once", async () => {
    service.db.prepare("UPDATE donations SET need_receipt = 1 WHERE merchant_trade_no = ?").run(mandate.tradeNo);
    const second = documentedPeriodNotice(mandate, { TotalSuccessTimes: "2", Gwsr: "11850240" }, service.payment);
    const third = documentedPeriodNotice(mandate, { TotalSuccessTimes: "3", Gwsr: "11850241" }, service.payment);
    for (const notice of [second, second, third, second, third, third]) expect((await post(notice)).text).toBe("1|OK");
    expect(paidMonths().map((month) => month.charge_no)).toEqual([2, 3]);
    expect(mandateRow()).toEqual({ status: "completed", exec_times: 3, charges_paid: 3 });
    // The yearly receipt, once the year is over: one per mandate, each paid month on it once.
    const year = Number(taipeiDay(new Date().toISOString()).slice(0, 4));
    const issued = issueReceipts(service.db, receiptPeriod(year), new Date(Date.UTC(year + 1, 0, 5)));
    const yearly = issued.receipts.filter((receipt) => receipt.tradeNo === mandate.tradeNo);
    expect(yearly.map((receipt) => [receipt.kind, receipt.amount, receipt.gifts.map((gift) => gift.chargeNo)])).toEqual(
      [["yearly", 3 * mandate.amount, [1, 2, 3]]],
    );
    for (const notice of [second, third]) expect((await post(notice)).text).toBe("1|OK");
    const again = issueReceipts(service.db, receiptPeriod(year), new Date(Date.UTC(year + 1, 0, 6)));
    expect(again.numbered).toBe(0);
    expect(again.receipts.filter((receipt) => receipt.tradeNo === mandate.tradeNo)).toEqual(yearly);
  });

  it("reordered: month 3 before month 2, each recorded once, the mandate counted to 3, never 4", async () => {
    const second = documentedPeriodNotice(mandate, { TotalSuccessTimes: "2", Gwsr: "11850250" }, service.payment);
    const third = documentedPeriodNotice(mandate, { TotalSuccessTimes: "3", Gwsr: "11850251" }, service.payment);
    // A decline of month 2, sent late, after the month was paid on ECPay's next try.
    const declined = declinedWithoutGwsr(mandate, 1, "2026/12/04 08:00:12", service.payment);
    for (const notice of [third, second, declined, third, second]) expect((await post(notice)).text).toBe("1|OK");
    expect(months().map((month) => [month.charge_no, month.status])).toEqual([
      [3, "paid"],
      [2, "paid"],
      [2, "failed"],
    ]);
    expect(mandateRow()).toEqual({ status: "completed", exec_times: 3, charges_paid: 3 });
  });

  it("another amount: a later month is recorded at ECPay's amount, never at the mandate's", async () => {
    const notice = documentedPeriodNotice(mandate, { Amount: "50", Gwsr: "11850260" }, service.payment);
    expect((await post(notice)).text).toBe("1|OK");
    expect(paidMonths().map((month) => month.amount)).toEqual([50]);
  });

  it("another amount: a first month whose amount is not the order's leaves the order unpaid", async () => {
    const body = { ...normalDonation, name: "首期金額", amount: 600, period: { months: 3 } };
    const checkout = hiddenFields((await request(service.app).post("/api/homepage/donate").send(body)).text);
    const unpaid = { ...mandate, tradeNo: checkout.MerchantTradeNo ?? "" };
    const first = documentedPeriodNotice(
      unpaid,
      { TotalSuccessTimes: "1", Amount: "6", Gwsr: "11850270" },
      service.payment,
    );
    const answer = await post(first);
    expect([answer.status, answer.text]).toEqual([400, "0|Amount mismatch"]);
    const order = service.db
      .prepare<[string], { status: string; paid_at: string | null }>(
        "SELECT status, paid_at FROM donations WHERE merchant_trade_no = ?",
      )
      .get(unpaid.tradeNo);
    expect(order).toEqual({ status: "pending", paid_at: null });
    const pending = service.db.prepare("SELECT status FROM donation_mandates WHERE merchant_trade_no = ?");
    expect(pending.pluck().get(unpaid.tradeNo)).toBe("pending");
    // The same month at the order's amount is the first charge: paid once.
    const right = documentedPeriodNotice(unpaid, { TotalSuccessTimes: "1", Gwsr: "11850271" }, service.payment);
    expect((await post(right)).text).toBe("1|OK");
    expect(
      service.db.prepare("SELECT status FROM donations WHERE merchant_trade_no = ?").pluck().get(unpaid.tradeNo),
    ).toBe("paid");
  });
});
