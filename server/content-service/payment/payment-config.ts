// Payment settings with loopback addresses resolved, and the browser-facing addresses ECPay is given.
import { PERIOD_RETURN_PATH, RESULT_PATH, type PaymentConfig } from "../config.js";

export type ResolvedPaymentConfig = Omit<PaymentConfig, "returnUrl" | "queryUrl"> & {
  returnUrl: string;
  queryUrl: string;
};

// The payment gateway's ChoosePayment values, not the site's own PaymentMethod ("creditCard" | "bankTransfer").
export type EcpayChoosePayment = "Credit" | "ATM";

export function orderResultUrl(payment: Pick<PaymentConfig, "publicUrl">): string {
  return (payment.publicUrl ?? "") + RESULT_PATH;
}

export function clientBackUrl(payment: Pick<PaymentConfig, "publicUrl">, returnPath: string): string {
  return (payment.publicUrl ?? "") + returnPath;
}

/** PeriodReturnURL: on ReturnURL's origin (the public one behind the web server). */
export function periodReturnUrl(payment: Pick<ResolvedPaymentConfig, "returnUrl">): string {
  return new URL(PERIOD_RETURN_PATH, payment.returnUrl).href;
}
