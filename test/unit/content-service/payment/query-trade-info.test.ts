import { describe, expect, it } from "vitest";
import {
  verifyCheckMacValue,
  withCheckMacValue,
  type FormFields,
} from "../../../../server/content-service/payment/check-mac-value.js";
import {
  TRADE_STATUS,
  parseTradeInfo,
  tradeInfoRequest,
} from "../../../../server/content-service/payment/query-trade-info.js";
import { TEST_PAYMENT } from "../test-payment.js";

const TRADE_NO = "D20260101000000ABCD";

const answer = (fields: FormFields) => new URLSearchParams(withCheckMacValue(fields, TEST_PAYMENT)).toString();
const PAID: FormFields = {
  MerchantID: TEST_PAYMENT.merchantId,
  MerchantTradeNo: TRADE_NO,
  TradeStatus: TRADE_STATUS.paid,
  TradeAmt: "600",
  TradeNo: "2601011200001234",
  PaymentDate: "2026/01/01 12:03:00",
};

describe("tradeInfoRequest", () => {
  it("names our merchant and trade with a Unix time stamp, signed", () => {
    const request = tradeInfoRequest(TRADE_NO, TEST_PAYMENT, new Date("2026-01-01T04:00:00.900Z"));
    expect(request).toMatchObject({ MerchantID: "3002607", MerchantTradeNo: TRADE_NO, TimeStamp: "1767240000" });
    expect(verifyCheckMacValue(request, TEST_PAYMENT)).toBe(true);
  });
});

describe("parseTradeInfo", () => {
  it("reads a paid answer", () => {
    expect(parseTradeInfo(answer(PAID), TRADE_NO, TEST_PAYMENT)).toEqual({
      kind: "paid",
      merchantId: "3002607",
      tradeAmt: "600",
      gatewayTradeNo: "2601011200001234",
      paymentDate: "2026/01/01 12:03:00",
    });
  });

  it("reads unpaid and failed answers", () => {
    expect(parseTradeInfo(answer({ ...PAID, TradeStatus: "0" }), TRADE_NO, TEST_PAYMENT)).toEqual({ kind: "unpaid" });
    expect(parseTradeInfo(answer({ ...PAID, TradeStatus: "10200095" }), TRADE_NO, TEST_PAYMENT)).toEqual({
      kind: "failed",
      tradeStatus: "10200095",
      gatewayTradeNo: "2601011200001234",
    });
  });

  it("takes an unsigned not-found answer, but no other unsigned one", () => {
    expect(parseTradeInfo("TradeStatus=10200047", TRADE_NO, TEST_PAYMENT)).toEqual({ kind: "not-found" });
    expect(() => parseTradeInfo("TradeStatus=1&MerchantTradeNo=" + TRADE_NO, TRADE_NO, TEST_PAYMENT)).toThrow(
      "CheckMacValue verify fail",
    );
  });

  it.each([
    ["a repeated field", `${answer(PAID)}&TradeAmt=1`, "repeated field TradeAmt"],
    ["an odd field name", `${answer(PAID)}&bad-name=1`, "unexpected field name"],
    ["no TradeStatus", "MerchantID=3002607", "answer without TradeStatus"],
    ["another trade", answer({ ...PAID, MerchantTradeNo: "D20260101000000ZZZZ" }), "answer names another trade"],
    ["an unknown status", answer({ ...PAID, TradeStatus: "7" }), "unknown TradeStatus 7"],
    ["an altered answer", answer(PAID).replace("TradeAmt=600", "TradeAmt=6"), "CheckMacValue verify fail"],
  ])("refuses %s", (_, text, message) => {
    expect(() => parseTradeInfo(text, TRADE_NO, TEST_PAYMENT)).toThrow(message);
  });
});
