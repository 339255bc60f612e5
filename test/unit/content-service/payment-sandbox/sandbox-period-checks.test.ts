import { expect, it } from "vitest";
import type { FormFields } from "../../../../server/content-service/payment/check-mac-value.js";
import { periodProblem } from "../../../../server/content-service/payment-sandbox/sandbox-period-checks.js";
import { TEST_PAYMENT } from "../test-payment.js";

const MONTHLY: FormFields = {
  ChoosePayment: "Credit",
  TotalAmount: "500",
  PeriodAmount: "500",
  PeriodType: "M",
  Frequency: "1",
  ExecTimes: "12",
  PeriodReturnURL: "https://www.example.org/api/payment/ecpay/period-return",
};

it("has nothing to say of a one-off checkout, nor of a monthly one as ECPay takes it", () => {
  expect(periodProblem({ ChoosePayment: "ATM", TotalAmount: "500" }, TEST_PAYMENT)).toBeNull();
  expect(periodProblem(MONTHLY, TEST_PAYMENT)).toBeNull();
});

it.each([
  [{ ExecTimes: undefined }, "定期定額資料不完整。"],
  [{ ChoosePayment: "ATM" }, "定期定額僅限信用卡。"],
  [{ PeriodAmount: "400" }, "定期定額金額不符。"],
  [{ PeriodType: "D" }, "扣款週期不正確。"],
  [{ Frequency: "2" }, "扣款週期不正確。"],
  [{ ExecTimes: "1" }, "扣款期數不正確。"],
  [{ ExecTimes: "100" }, "扣款期數不正確。"],
  [{ PeriodReturnURL: "https://attacker.example/notify" }, "定期定額通知網址不符。"],
])("refuses %o: %s", (change, problem) => {
  const fields = Object.fromEntries(
    Object.entries({ ...MONTHLY, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  expect(periodProblem(fields, TEST_PAYMENT)).toBe(problem);
});
