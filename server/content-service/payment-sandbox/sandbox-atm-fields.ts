// The sandbox's ATM messages, shaped like ECPay's.
import { randomInt } from "node:crypto";
import type { FormFields } from "../payment/check-mac-value.js";
import { newGatewayTradeNo } from "../payment/merchant-trade-no.js";
import type { ResolvedPaymentConfig } from "../payment/payment-config.js";
import { sandboxMessage, sandboxResult } from "./sandbox-message.js";
import { ecpayDateTime } from "../payment/taipei-time.js";

const DAY_MS = 24 * 3_600_000;
/** Taishin, one of the banks ECPay issues ATM accounts at (PaymentType ATM_TAISHIN). */
const SANDBOX_BANK = { code: "812", paymentType: "ATM_TAISHIN" } as const;

export function issuedAccountFields(checkout: FormFields, payment: ResolvedPaymentConfig, now: Date): FormFields {
  const days = Number(checkout.ExpireDate ?? "3");
  let vAccount = "";
  for (let i = 0; i < 14; i += 1) vAccount += String(randomInt(10));
  return sandboxMessage(
    {
      MerchantTradeNo: checkout.MerchantTradeNo ?? "",
      RtnCode: "2",
      RtnMsg: "Get VirtualAccount Succeeded",
      TradeNo: newGatewayTradeNo(now),
      TradeAmt: checkout.TotalAmount ?? "",
      PaymentType: SANDBOX_BANK.paymentType,
      TradeDate: ecpayDateTime(now),
      BankCode: SANDBOX_BANK.code,
      vAccount,
      ExpireDate: ecpayDateTime(new Date(now.getTime() + days * DAY_MS)).slice(0, 10),
    },
    payment,
  );
}

export function transferPaidFields(issued: FormFields, payment: ResolvedPaymentConfig, now: Date): FormFields {
  return sandboxResult(
    {
      MerchantTradeNo: issued.MerchantTradeNo ?? "",
      RtnCode: "1",
      RtnMsg: "付款成功",
      TradeNo: issued.TradeNo ?? "",
      TradeAmt: issued.TradeAmt ?? "",
      PaymentDate: ecpayDateTime(now),
      PaymentType: issued.PaymentType ?? SANDBOX_BANK.paymentType,
      TradeDate: issued.TradeDate ?? "",
    },
    payment,
  );
}
