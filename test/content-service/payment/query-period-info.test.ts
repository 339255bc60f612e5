// QueryCreditCardPeriodInfo's answer read as ECPay and netiCRM's production code show it (issue 36.1): the
// log in no promised order, the first authorisation named by the top-level gwsr, entries without a gwsr
// skipped instead of refusing the whole answer, a back-office change of amount or term reported, not
// thrown, and each month's TradeNo kept. An answer about another merchant or trade is still not believed.
import { describe, expect, it } from "vitest";
import { parsePeriodInfo } from "../../../server/content-service/payment/query-period-info.js";
import {
  documentedPeriodAnswer,
  neticrmPeriodAnswer,
  type PeriodLogSample,
} from "../../fixtures/ecpay-period-samples.js";

const MERCHANT = "3002607";
const mandate = { merchantId: MERCHANT, tradeNo: "D2611050800001ABCDEF", amount: 111, execTimes: 12 };
const expected = { tradeNo: mandate.tradeNo, amount: mandate.amount, execTimes: mandate.execTimes };
const read = (answer: object) => parsePeriodInfo(JSON.stringify(answer), expected, MERCHANT);
const LATER: PeriodLogSample[] = [
  { gwsr: 11850202, paid: true, processDate: "2026/12/05 08:00:10", tradeNo: "2612050800101111" },
  { gwsr: 11850203, paid: false, processDate: "2027/01/05 08:00:11", tradeNo: "2701050800112222" },
  { gwsr: 11850204, paid: true, processDate: "2027/01/06 08:00:09", tradeNo: "2701060800093333" },
];

describe("QueryCreditCardPeriodInfo's answer", () => {
  it("netiCRM's sample: entries without a gwsr skipped, the declined one with a gwsr kept", () => {
    const info = read(neticrmPeriodAnswer(mandate));
    expect(info.status).toBe("running");
    expect(info.months.map(({ chargeNo, paid, gwsr, amount }) => ({ chargeNo, paid, gwsr, amount }))).toEqual([
      { chargeNo: 2, paid: true, gwsr: "111111", amount: 111 },
      { chargeNo: 3, paid: true, gwsr: "222222", amount: 111 },
      { chargeNo: 4, paid: false, gwsr: "11223344", amount: 111 },
    ]);
    expect(info.skipped).toBe(3);
  });

  it("ECPay's documented answer: each month with its TradeNo, numbered by date whatever the log's order", () => {
    const inOrder = read(documentedPeriodAnswer(mandate, LATER));
    expect(inOrder.months).toEqual([
      {
        chargeNo: 2,
        paid: true,
        gwsr: "11850202",
        tradeNo: "2612050800101111",
        amount: 111,
        processDate: "2026/12/05 08:00:10",
        rtnCode: "1",
      },
      {
        chargeNo: 3,
        paid: false,
        gwsr: "11850203",
        tradeNo: "2701050800112222",
        amount: 111,
        processDate: "2027/01/05 08:00:11",
        rtnCode: "10100058",
      },
      {
        chargeNo: 3,
        paid: true,
        gwsr: "11850204",
        tradeNo: "2701060800093333",
        amount: 111,
        processDate: "2027/01/06 08:00:09",
        rtnCode: "1",
      },
    ]);
    const answer = documentedPeriodAnswer(mandate, LATER);
    // Newest first, the first authorisation in the middle: found by the top-level gwsr, months the same.
    const [first, ...rest] = answer.ExecLog;
    const shuffled = { ...answer, ExecLog: [...rest.slice(1).reverse(), first, rest[0]] };
    expect(read(shuffled).months).toEqual(inOrder.months);
    expect(read(neticrmPeriodAnswer(mandate)).months).toEqual(
      read({ ...neticrmPeriodAnswer(mandate), ExecLog: [...neticrmPeriodAnswer(mandate).ExecLog].reverse() }).months,
    );
  });

  it("a back-office change of amount or term is reported, and each month read as charged", () => {
    const changed = documentedPeriodAnswer({ ...mandate, amount: 150, execTimes: 24 }, [
      { ...LATER[0], amount: 111 } as PeriodLogSample,
      { gwsr: 11850205, paid: true, processDate: "2027/01/05 08:00:00", tradeNo: "2701050800004444" },
    ]);
    const info = read(changed);
    expect(info.terms).toEqual({ amount: 150, execTimes: 24, periodType: "M", frequency: "1" });
    expect(info.months.map((month) => [month.chargeNo, month.amount])).toEqual([
      [2, 111],
      [3, 150],
    ]);
  });

  it("an answer about another merchant or trade, or without a known ExecStatus, is not believed", () => {
    const answer = documentedPeriodAnswer(mandate, LATER);
    expect(() => read(answer)).not.toThrow();
    for (const change of [{ MerchantID: "2000132" }, { MerchantTradeNo: "D2" }, { ExecStatus: "9" }, { ExecLog: 1 }])
      expect(() => read({ ...answer, ...change })).toThrow();
    expect(() => parsePeriodInfo("<html>", expected, MERCHANT)).toThrow();
  });
});
