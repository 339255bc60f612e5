// The sandbox's signed server-to-server result notification, shaped like ECPay's ReturnURL callback.
import type { FormFields } from "../payment/check-mac-value.js";
import { newGatewayTradeNo } from "../payment/merchant-trade-no.js";
import type { ResolvedPaymentConfig } from "../payment/payment-config.js";
import { sandboxResult } from "./sandbox-message.js";
import { ecpayDateTime } from "../payment/taipei-time.js";

export const SANDBOX_FAILURE = { code: "10100058", message: "付款失敗（沙盒模擬）" } as const;
const CALLBACK_TIMEOUT_MS = 5000;

export function callbackFields(
  checkout: FormFields,
  paid: boolean,
  payment: ResolvedPaymentConfig,
  now: Date,
  gatewayTradeNo: string = newGatewayTradeNo(now),
): FormFields {
  return sandboxResult(
    {
      MerchantTradeNo: checkout.MerchantTradeNo ?? "",
      RtnCode: paid ? "1" : SANDBOX_FAILURE.code,
      RtnMsg: paid ? "交易成功" : SANDBOX_FAILURE.message,
      TradeNo: gatewayTradeNo,
      TradeAmt: checkout.TotalAmount ?? "",
      PaymentDate: ecpayDateTime(now),
      PaymentType: checkout.ChoosePayment === "ATM" ? "ATM_TAISHIN" : "Credit_CreditCard",
      TradeDate: checkout.MerchantTradeDate ?? "",
    },
    payment,
  );
}

export async function sendCallback(url: string, fields: FormFields): Promise<boolean> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
  });
  const text = await response.text();
  return response.ok && text.trim() === "1|OK";
}
