import { describe, expect, it } from "vitest";
import type { AtmOrder, AtmStore } from "../../../../server/content-service/donations/atm-store.js";
import { checkAtmMessage, virtualAccountOf } from "../../../../server/content-service/payment/atm-callback-check.js";
import { withCheckMacValue, type FormFields } from "../../../../server/content-service/payment/check-mac-value.js";
import { TEST_PAYMENT } from "../test-payment.js";

const TRADE_NO = "D20260101000000ABCD";
const ORDER: AtmOrder = { merchantTradeNo: TRADE_NO, method: "ATM", amount: 600, status: "pending", account: null };

function storeOf(orders: AtmOrder[]): AtmStore {
  const find = (tradeNo: string) => orders.find((order) => order.merchantTradeNo === tradeNo) ?? null;
  return {
    find,
    transfer: (tradeNo) => {
      const order = find(tradeNo);
      return order && { ...order, charityTitle: "", itemName: "" };
    },
    recordAccount: () => false,
    overdue: () => [],
    markExpired: () => false,
  };
}

const ACCOUNT = { BankCode: "812", vAccount: "12345678901234", ExpireDate: "2026/01/04" };

function message(overrides: FormFields = {}): FormFields {
  return withCheckMacValue(
    {
      MerchantID: TEST_PAYMENT.merchantId,
      MerchantTradeNo: TRADE_NO,
      RtnCode: "2",
      RtnMsg: "Get VirtualAccount Succeeded",
      TradeNo: "2601011200001234",
      TradeAmt: "600",
      PaymentType: "ATM_TAISHIN",
      TradeDate: "2026/01/01 12:00:00",
      ...ACCOUNT,
      ...overrides,
    },
    TEST_PAYMENT,
  );
}

describe("checkAtmMessage", () => {
  const store = storeOf([ORDER, { ...ORDER, merchantTradeNo: "D20260101000000CARD", method: "Credit" }]);

  it("believes a signed message for our ATM order and amount", () => {
    const check = checkAtmMessage(message(), "atm-payment-info", TEST_PAYMENT, store);
    expect(check).toMatchObject({ ok: true, tradeNo: TRADE_NO, order: ORDER });
  });

  it("refuses a message whose signature does not verify", () => {
    const forged = { ...message(), TradeAmt: "6" };
    expect(checkAtmMessage(forged, "atm-payment-info", TEST_PAYMENT, store)).toEqual({
      ok: false,
      reason: "CheckMacValue verify fail",
    });
  });

  it.each([
    [{ MerchantTradeNo: "not a trade no" }, "MerchantTradeNo invalid", undefined],
    [{ MerchantID: "2000132" }, "MerchantID mismatch", TRADE_NO],
    [{ MerchantTradeNo: "D20260101000000ZZZZ" }, "order not found", "D20260101000000ZZZZ"],
    [{ MerchantTradeNo: "D20260101000000CARD" }, "order not found", "D20260101000000CARD"],
    [{ TradeAmt: "601" }, "TradeAmt mismatch", TRADE_NO],
  ])("refuses %o: %s", (overrides, reason, tradeNo) => {
    const check = checkAtmMessage(message(overrides), "atm-client-redirect", TEST_PAYMENT, store);
    expect(check).toEqual(tradeNo === undefined ? { ok: false, reason } : { ok: false, reason, tradeNo });
  });
});

describe("virtualAccountOf", () => {
  it("reads the account and its deadline, the end of that day in Taipei", () => {
    expect(virtualAccountOf(ACCOUNT)).toEqual({
      bankCode: "812",
      vAccount: "12345678901234",
      expireDate: "2026/01/04",
      expiresAt: new Date("2026-01-04T23:59:59.999+08:00"),
    });
  });

  it.each([
    { BankCode: "81" },
    { BankCode: "8120" },
    { vAccount: "1234" },
    { vAccount: "12345678901234567" },
    { vAccount: "1234a678" },
    { ExpireDate: "2026-13-40" },
    { ExpireDate: "" },
  ])("gives no account for %o", (overrides) => {
    expect(virtualAccountOf({ ...ACCOUNT, ...overrides })).toBeNull();
  });
});
