// The payment settings the app runs with: the configured ones with the loopback addresses resolved, and the
// browser-facing addresses ECPay is given (on the public origin when PUBLIC_URL is set, else site-relative).
import { PERIOD_RETURN_PATH, RESULT_PATH, type PaymentConfig } from "../config.js";

export type ResolvedPaymentConfig = Omit<PaymentConfig, "returnUrl" | "queryUrl"> & {
  returnUrl: string;
  queryUrl: string;
};

// The payment gateway's ChoosePayment values, not the site's own PaymentMethod ("creditCard" | "bankTransfer").
export type EcpayChoosePayment = "Credit" | "ATM";

/** OrderResultURL: where the gateway posts the donor's browser after a credit-card payment. */
export function orderResultUrl(payment: Pick<PaymentConfig, "publicUrl">): string {
  return (payment.publicUrl ?? "") + RESULT_PATH;
}

/** ClientBackURL: the donation page the order came from (its stored return path) on the public origin. */
export function clientBackUrl(payment: Pick<PaymentConfig, "publicUrl">, returnPath: string): string {
  return (payment.publicUrl ?? "") + returnPath;
}

/** PeriodReturnURL: ReturnURL's origin (the public one behind the web server) with the period path. */
export function periodReturnUrl(payment: Pick<ResolvedPaymentConfig, "returnUrl">): string {
  return new URL(PERIOD_RETURN_PATH, payment.returnUrl).href;
}
