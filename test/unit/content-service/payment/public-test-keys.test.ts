import { describe, expect, it } from "vitest";
import {
  isTestGateway,
  PUBLIC_TEST_CREDENTIALS,
  usesPublicTestCredentials,
} from "../../../../server/content-service/payment/public-test-keys.js";

describe("usesPublicTestCredentials", () => {
  it("is true when either the key or the IV is a published one", () => {
    for (const { hashKey, hashIV } of PUBLIC_TEST_CREDENTIALS) {
      expect(usesPublicTestCredentials(hashKey, hashIV)).toBe(true);
      expect(usesPublicTestCredentials(hashKey, "ownIV0123456789a")).toBe(true);
      expect(usesPublicTestCredentials("ownKey0123456789", hashIV)).toBe(true);
    }
    expect(usesPublicTestCredentials("ownKey0123456789", "ownIV0123456789a")).toBe(false);
  });
});

describe("isTestGateway", () => {
  it("is the built-in sandbox path or ECPay's test stage over https", () => {
    expect(isTestGateway("/payment-sandbox/checkout", "/payment-sandbox/checkout")).toBe(true);
    expect(isTestGateway("https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5", "/sandbox")).toBe(true);
  });

  it("is not the live gateway, plain http, a look-alike host, another path or nonsense", () => {
    for (const url of [
      "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
      "http://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5",
      "https://payment-stage.ecpay.com.tw.example.org/",
      "/payment-sandbox/other",
      "not a url",
    ])
      expect(isTestGateway(url, "/payment-sandbox/checkout"), url).toBe(false);
  });
});
