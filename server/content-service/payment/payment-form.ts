// The ECPay AIO V5 checkout form for an order: signed fields and the inert HTML document holding them.
import { withCheckMacValue, type FormFields } from "./check-mac-value.js";
import { writePaymentPage } from "../../../shared/lib/payment-page-html.js";
import { atmCheckoutFields } from "./atm-checkout-fields.js";
import type { ResolvedAtmConfig } from "./atm-config.js";
import type { EcpayChoosePayment, ResolvedPaymentConfig } from "./payment-config.js";
import { ecpayDateTime } from "./taipei-time.js";

export interface CheckoutOrder {
  merchantTradeNo: string;
  createdAt: Date;
  amount: number;
  itemName: string;
  tradeDesc: string;
  method: EcpayChoosePayment;
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
  };
  if (order.method === "ATM") Object.assign(fields, atmCheckoutFields(atm));
  return withCheckMacValue(fields, payment);
}

/** The page the donation endpoints answer (written by the shared writer the web server also uses). */
export function paymentFormHtml(gatewayUrl: string, fields: FormFields): string {
  return writePaymentPage({ action: gatewayUrl, fields: Object.entries(fields) });
}
