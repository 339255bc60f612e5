import { describe, expect, it } from "vitest";
import { withCheckMacValue, type MacKeys } from "../../../../server/content-service/payment/check-mac-value.js";
import { parsePeriodAction } from "../../../../server/content-service/payment/period-action.js";
import { PUBLIC_TEST_CREDENTIALS } from "../../../../server/content-service/payment/public-test-keys.js";

const [keys, otherKeys] = PUBLIC_TEST_CREDENTIALS;
const TRADE_NO = "D2701010005091234567";
const answer = (fields: Record<string, string>, signedWith: MacKeys = keys) =>
  new URLSearchParams(withCheckMacValue(fields, signedWith)).toString();

describe("parsePeriodAction", () => {
  it("RtnCode 1 means stopped, signed or not", () => {
    expect(parsePeriodAction(answer({ MerchantTradeNo: TRADE_NO, RtnCode: "1" }), TRADE_NO, keys)).toEqual({
      stopped: true,
    });
    expect(parsePeriodAction("RtnCode=1&RtnMsg=OK\n", TRADE_NO, keys)).toEqual({ stopped: true });
  });

  it("any other code is not stopped, with the code and message capped", () => {
    const text = answer({ MerchantTradeNo: TRADE_NO, RtnCode: "10100050", RtnMsg: "訂單不存在" });
    expect(parsePeriodAction(text, TRADE_NO, keys)).toEqual({
      stopped: false,
      rtnCode: "10100050",
      rtnMsg: "訂單不存在",
    });
    const long = parsePeriodAction(`RtnCode=${"9".repeat(20)}&RtnMsg=${"x".repeat(300)}`, TRADE_NO, keys);
    expect(long).toEqual({ stopped: false, rtnCode: "9".repeat(12), rtnMsg: "x".repeat(200) });
    expect(parsePeriodAction("", TRADE_NO, keys)).toEqual({ stopped: false, rtnCode: "", rtnMsg: "" });
  });

  it("refuses an answer signed with other keys, tampered after signing, or about another trade", () => {
    expect(() =>
      parsePeriodAction(answer({ MerchantTradeNo: TRADE_NO, RtnCode: "1" }, otherKeys), TRADE_NO, keys),
    ).toThrow("answer CheckMacValue verify fail");
    const tampered = answer({ MerchantTradeNo: TRADE_NO, RtnCode: "0" }).replace("RtnCode=0", "RtnCode=1");
    expect(() => parsePeriodAction(tampered, TRADE_NO, keys)).toThrow("answer CheckMacValue verify fail");
    expect(() => parsePeriodAction(answer({ MerchantTradeNo: "D0", RtnCode: "1" }), TRADE_NO, keys)).toThrow(
      "answer names another trade",
    );
  });
});
