import { describe, expect, it } from "vitest";
import {
  isMerchantTradeNo,
  newGatewayTradeNo,
  newMerchantTradeNo,
} from "../../../../server/content-service/payment/merchant-trade-no.js";

describe("MerchantTradeNo", () => {
  it("is 20 letters and digits and differs each time", () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newMerchantTradeNo()));
    expect(numbers.size).toBe(1000);
    for (const n of numbers) expect(n).toMatch(/^[A-Z0-9]{20}$/);
  });

  it("starts with D and the Taipei time stamp of its making", () => {
    expect(newMerchantTradeNo(new Date("2026-12-31T16:05:09Z"))).toMatch(/^D270101000509[A-Z0-9]{7}$/);
  });

  it("ECPay's shape is 1 to 20 ASCII letters and digits", () => {
    for (const value of ["A", "d2701010005091234567", newMerchantTradeNo()])
      expect(isMerchantTradeNo(value)).toBe(true);
    for (const value of ["", "D27010100050912345678", "D2701-01", "訂單1", "D27 01"])
      expect(isMerchantTradeNo(value), value).toBe(false);
  });
});

describe("the sandbox gateway's TradeNo", () => {
  it("is 20 digits beginning with the Taipei time stamp", () => {
    expect(newGatewayTradeNo(new Date("2026-12-31T16:05:09Z"))).toMatch(/^270101000509\d{8}$/);
  });
});
