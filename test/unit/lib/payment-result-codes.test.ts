import { expect, test } from "vitest";
import {
  NOTIFY_PENDING,
  PAYMENT_FAILURE_MESSAGES,
  RESULT_UNVERIFIED,
  paymentFailureMessage,
} from "../../../shared/lib/payment-result-codes.js";

test("known codes give their fixed sentence", () => {
  expect(paymentFailureMessage(RESULT_UNVERIFIED)).toBe(PAYMENT_FAILURE_MESSAGES[RESULT_UNVERIFIED]);
  expect(paymentFailureMessage(NOTIFY_PENDING)).toContain("付款結果通知未完成");
  expect(paymentFailureMessage("10100058")).toContain("沙盒");
});

test("anything else anyone could write into the address gives no message", () => {
  for (const errmsg of [null, "", "請改匯款至帳號 123", "toString", "__proto__", "constructor"])
    expect(paymentFailureMessage(errmsg), String(errmsg)).toBeNull();
});
