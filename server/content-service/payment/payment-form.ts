// The ECPay AIO V5 checkout form for an order: signed fields and the inert HTML document holding them.
import { withCheckMacValue, type FormFields } from "./check-mac-value.js";
import { escapeHtml } from "./html-escape.js";
import type { PaymentMethod, ResolvedPaymentConfig } from "./payment-config.js";
import { ecpayDateTime } from "./taipei-time.js";

export interface CheckoutOrder {
  merchantTradeNo: string;
  createdAt: Date;
  amount: number;
  itemName: string;
  tradeDesc: string;
  method: PaymentMethod;
}

/** Days an ATM virtual account stays valid (ECPay allows 1-60). */
const ATM_EXPIRE_DAYS = "3";

export function checkoutFields(order: CheckoutOrder, payment: ResolvedPaymentConfig): FormFields {
  const fields: FormFields = {
    MerchantID: payment.merchantId,
    MerchantTradeNo: order.merchantTradeNo,
    MerchantTradeDate: ecpayDateTime(order.createdAt),
    PaymentType: "aio",
    TotalAmount: String(order.amount),
    TradeDesc: order.tradeDesc,
    ItemName: order.itemName,
    ReturnURL: payment.returnUrl,
    ChoosePayment: order.method,
    EncryptType: "1",
  };
  if (order.method === "ATM") fields.ExpireDate = ATM_EXPIRE_DAYS;
  return withCheckMacValue(fields, payment);
}

/**
 * A complete document with exactly one form and no script or inline style: the donation page writes
 * it into a new window and submits the form itself, so it stays inert under a strict CSP.
 */
export function paymentFormHtml(gatewayUrl: string, fields: FormFields): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  return [
    "<!DOCTYPE html>",
    '<html lang="zh-Hant">',
    '<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>前往付款</title></head>',
    "<body>",
    "<p>正在前往付款頁面，若沒有自動跳轉，請按「前往付款」。</p>",
    `<form method="post" action="${escapeHtml(gatewayUrl)}">`,
    inputs,
    '<button type="submit">前往付款</button>',
    "</form>",
    "</body>",
    "</html>",
  ].join("\n");
}
