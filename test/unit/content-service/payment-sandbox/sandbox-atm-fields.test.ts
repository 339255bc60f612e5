import { describe, expect, it } from "vitest";
import { verifyCheckMacValue } from "../../../../server/content-service/payment/check-mac-value.js";
import { readEcpayMessage } from "../../../../server/content-service/payment/ecpay-messages.js";
import {
  issuedAccountFields,
  transferPaidFields,
} from "../../../../server/content-service/payment-sandbox/sandbox-atm-fields.js";
import { TEST_PAYMENT } from "../test-payment.js";

const NOW = new Date("2026-01-01T04:00:00Z");
const CHECKOUT = { MerchantTradeNo: "D20260101000000ABCD", TotalAmount: "600", ExpireDate: "5" };

describe("issuedAccountFields", () => {
  it("issues a 14-digit account at bank 812, due the days the checkout asked for", () => {
    const issued = issuedAccountFields(CHECKOUT, TEST_PAYMENT, NOW);
    expect(issued).toMatchObject({
      MerchantTradeNo: CHECKOUT.MerchantTradeNo,
      RtnCode: "2",
      TradeAmt: "600",
      BankCode: "812",
      PaymentType: "ATM_TAISHIN",
      TradeDate: "2026/01/01 12:00:00",
      ExpireDate: "2026/01/06",
    });
    expect(issued.vAccount).toMatch(/^\d{14}$/);
  });

  it("gives three days when the checkout names none", () => {
    const { ExpireDate: _, ...noDays } = CHECKOUT;
    expect(issuedAccountFields(noDays, TEST_PAYMENT, NOW).ExpireDate).toBe("2026/01/04");
  });

  it("is a PaymentInfoURL message the service itself would believe", () => {
    expect(
      readEcpayMessage(issuedAccountFields(CHECKOUT, TEST_PAYMENT, NOW), "atm-payment-info", TEST_PAYMENT),
    ).toMatchObject({ ok: true });
  });
});

describe("transferPaidFields", () => {
  it("reports the issued order paid, simulated, as a signed ReturnURL result", () => {
    const issued = issuedAccountFields(CHECKOUT, TEST_PAYMENT, NOW);
    const paid = transferPaidFields(issued, TEST_PAYMENT, new Date("2026-01-02T01:00:00Z"));
    expect(paid).toMatchObject({
      MerchantTradeNo: CHECKOUT.MerchantTradeNo,
      RtnCode: "1",
      TradeNo: issued.TradeNo,
      TradeAmt: "600",
      PaymentDate: "2026/01/02 09:00:00",
      PaymentType: "ATM_TAISHIN",
      SimulatePaid: "0",
    });
    expect(verifyCheckMacValue(paid, TEST_PAYMENT)).toBe(true);
    expect(readEcpayMessage(paid, "payment-result", TEST_PAYMENT)).toMatchObject({ ok: true });
  });
});
