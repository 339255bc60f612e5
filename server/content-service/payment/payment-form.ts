// The ECPay AIO V5 checkout form for an order: signed fields and the inert HTML document holding them.
import { withCheckMacValue, type FormFields } from "./check-mac-value.js";
import { writePaymentPage } from "../../../shared/lib/payment-page-html.server.js";
import {
  clientBackUrl,
  orderResultUrl,
  type EcpayChoosePayment,
  type ResolvedPaymentConfig,
} from "./payment-config.js";
import { atmCheckoutFields } from "./atm-checkout-fields.js";
import { periodCheckoutFields } from "./period-checkout-fields.js";
import type { ResolvedAtmConfig } from "./atm-config.js";
import { ecpayDateTime } from "./taipei-time.js";

export interface CheckoutOrder {
  merchantTradeNo: string;
  createdAt: Date;
  amount: number;
  itemName: string;
  tradeDesc: string;
  method: EcpayChoosePayment;
  returnPath: string;
  /** ExecTimes; absent for a one-off gift. */
  months?: number;
}

export function checkoutFields(
  order: CheckoutOrder,
  payment: ResolvedPaymentConfig,
  atm: ResolvedAtmConfig,
): FormFields {
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
    ClientBackURL: clientBackUrl(payment, order.returnPath),
  };
  // ECPay posts the browser back only after a credit-card payment; ATM donors return by ClientRedirectURL.
  if (order.method === "Credit") fields.OrderResultURL = orderResultUrl(payment);
  if (order.method === "ATM") Object.assign(fields, atmCheckoutFields(atm));
  if (order.method === "Credit" && order.months !== undefined)
    Object.assign(fields, periodCheckoutFields(order.amount, order.months, payment));
  return withCheckMacValue(fields, payment);
}

export function paymentFormHtml(gatewayUrl: string, fields: FormFields): string {
  return writePaymentPage({ action: gatewayUrl, fields: Object.entries(fields) });
}
