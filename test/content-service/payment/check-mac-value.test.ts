// CheckMacValue against ECPay's published example and its Node SDK, the .NET URL-encoding rules and
// verification.
import { describe, expect, it } from "vitest";
import {
  checkMacValue,
  dotNetUrlEncode,
  verifyCheckMacValue,
  withCheckMacValue,
} from "../../../server/content-service/payment/check-mac-value.js";
import { nodeSdkCheckMacValue } from "../../fixtures/ecpay-sdk-pages.js";

const KEYS = { hashKey: "pwFHCqoQZGmho4w6", hashIV: "EkRm7iFT261dpevs" };
const EXAMPLE = {
  ChoosePayment: "ALL",
  EncryptType: "1",
  ItemName: "Apple iphone 15",
  MerchantID: "3002607",
  MerchantTradeDate: "2023/03/12 15:30:23",
  MerchantTradeNo: "ecpay20230312153023",
  PaymentType: "aio",
  ReturnURL: "https://www.ecpay.com.tw/receive.php",
  TotalAmount: "30000",
  TradeDesc: "促銷方案",
};

describe("checkMacValue", () => {
  it("reproduces ECPay's published example", () => {
    expect(checkMacValue(EXAMPLE, KEYS)).toBe("6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840");
  });

  it("does not depend on key order or on an existing CheckMacValue", () => {
    const reversed = Object.fromEntries(Object.entries(EXAMPLE).reverse());
    expect(checkMacValue({ ...reversed, CheckMacValue: "X" }, KEYS)).toBe(checkMacValue(EXAMPLE, KEYS));
  });

  it("sorts keys case-insensitively", () => {
    const a = checkMacValue({ b: "1", A: "2" }, KEYS);
    const b = checkMacValue({ A: "2", b: "1" }, KEYS);
    expect(a).toBe(b);
  });

  it("URL-encodes the .NET way: space as +, ~ and ' encoded, - _ . ! * ( ) kept", () => {
    expect(dotNetUrlEncode("a b~'()*!-_.")).toBe("a+b%7E%27()*!-_.");
    expect(dotNetUrlEncode("促")).toBe("%E4%BF%83");
  });

  it("verifies genuine fields, in either hex case, and rejects tampering", () => {
    const signed = withCheckMacValue(EXAMPLE, KEYS);
    expect(verifyCheckMacValue(signed, KEYS)).toBe(true);
    expect(verifyCheckMacValue({ ...signed, CheckMacValue: (signed.CheckMacValue ?? "").toLowerCase() }, KEYS)).toBe(
      true,
    );
    expect(verifyCheckMacValue({ ...signed, TotalAmount: "1" }, KEYS)).toBe(false);
    expect(verifyCheckMacValue({ ...signed, CheckMacValue: "ABC" }, KEYS)).toBe(false);
    expect(verifyCheckMacValue(EXAMPLE, KEYS)).toBe(false);
    expect(verifyCheckMacValue(signed, { ...KEYS, hashKey: "another0key00000" })).toBe(false);
  });
});

describe("against ECPay's Node SDK (ecpay_aio_nodejs), as a real client would check ours (issue 17.1)", () => {
  const MESSAGES: Record<string, Record<string, string>> = {
    "ECPay's published example": EXAMPLE,
    "a checkout with Chinese, spaces, a query string and .NET's unencoded marks": {
      ...EXAMPLE,
      ItemName: "捐款－一般捐款 (愛心) x 1 * ! _ - .",
      TradeDesc: "線上 捐款~'",
      ClientBackURL: "https://charity.example/charity4?id=1&from=sdk",
      CustomField1: "",
    },
    "an ATM payment-info message": {
      MerchantID: "3002607",
      MerchantTradeNo: "D20261126000000000001",
      StoreID: "",
      RtnCode: "2",
      RtnMsg: "Get VirtualAccount Succeeded",
      TradeNo: "2611261200001234",
      TradeAmt: "600",
      PaymentType: "ATM_TAISHIN",
      TradeDate: "2026/11/26 12:00:00",
      BankCode: "812",
      vAccount: "98765432101234",
      ExpireDate: "2026/11/29",
    },
  };
  for (const [label, fields] of Object.entries(MESSAGES)) {
    it(label, () => {
      expect(checkMacValue(fields, KEYS)).toBe(nodeSdkCheckMacValue(fields));
    });
  }
});
