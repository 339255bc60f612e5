// The AIO fields a monthly mandate adds to a credit-card checkout (信用卡定期定額, as ecpay_aio_nodejs's
// aio_check_out_credit_period sends them): the same amount each month, `months` charges in all, each
// later one reported to PeriodReturnURL. The first charge is the checkout itself (TotalAmount).
import type { FormFields } from "./check-mac-value.js";
import { periodReturnUrl, type ResolvedPaymentConfig } from "./payment-config.js";

/** PeriodType M with Frequency 1: once a month. */
export const MONTHLY = { PeriodType: "M", Frequency: "1" } as const;

export function periodCheckoutFields(amount: number, months: number, payment: ResolvedPaymentConfig): FormFields {
  return {
    PeriodAmount: String(amount),
    ...MONTHLY,
    ExecTimes: String(months),
    PeriodReturnURL: periodReturnUrl(payment),
  };
}
