// The AIO fields of a monthly mandate (as ecpay_aio_nodejs's aio_check_out_credit_period sends them); the
// first charge is the checkout itself.
import type { FormFields } from "./check-mac-value.js";
import { periodReturnUrl, type ResolvedPaymentConfig } from "./payment-config.js";

export const MONTHLY = { PeriodType: "M", Frequency: "1" } as const;

export function periodCheckoutFields(amount: number, months: number, payment: ResolvedPaymentConfig): FormFields {
  return {
    PeriodAmount: String(amount),
    ...MONTHLY,
    ExecTimes: String(months),
    PeriodReturnURL: periodReturnUrl(payment),
  };
}
