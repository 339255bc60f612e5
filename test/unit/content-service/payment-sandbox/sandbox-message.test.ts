import { describe, expect, it } from "vitest";
import { verifyCheckMacValue } from "../../../../server/content-service/payment/check-mac-value.js";
import { sandboxMessage, sandboxResult } from "../../../../server/content-service/payment-sandbox/sandbox-message.js";
import { TEST_PAYMENT } from "../test-payment.js";

describe("sandboxMessage", () => {
  it("adds our merchant, the empty store and custom fields, and a valid signature", () => {
    const message = sandboxMessage({ MerchantTradeNo: "D1", RtnCode: "2" }, TEST_PAYMENT);
    expect(message).toMatchObject({
      MerchantID: "3002607",
      StoreID: "",
      MerchantTradeNo: "D1",
      RtnCode: "2",
      CustomField1: "",
      CustomField4: "",
    });
    expect(verifyCheckMacValue(message, TEST_PAYMENT)).toBe(true);
  });

  it("never carries custom fields through", () => {
    expect(sandboxMessage({ CustomField2: "x" }, TEST_PAYMENT).CustomField2).toBe("");
  });
});

describe("sandboxResult", () => {
  it("says no money moved and no fee was charged", () => {
    const result = sandboxResult({ RtnCode: "1" }, TEST_PAYMENT);
    expect(result).toMatchObject({ RtnCode: "1", SimulatePaid: "0", PaymentTypeChargeFee: "0" });
    expect(verifyCheckMacValue(result, TEST_PAYMENT)).toBe(true);
  });
});
