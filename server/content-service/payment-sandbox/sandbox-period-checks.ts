// The sandbox accepts a monthly checkout as ECPay does, and sends notices only to our own PeriodReturnURL
// (the public test keys let anyone sign a form naming another address).
import type { FormFields } from "../payment/check-mac-value.js";
import { periodReturnUrl, type ResolvedPaymentConfig } from "../payment/payment-config.js";
import { MONTHLY } from "../payment/period-checkout-fields.js";

const PERIOD_FIELDS = ["PeriodAmount", "PeriodType", "Frequency", "ExecTimes", "PeriodReturnURL"] as const;

export function periodProblem(fields: FormFields, payment: ResolvedPaymentConfig): string | null {
  const given = PERIOD_FIELDS.filter((name) => fields[name] !== undefined);
  if (given.length === 0) return null;
  if (given.length < PERIOD_FIELDS.length) return "定期定額資料不完整。";
  if (fields.ChoosePayment !== "Credit") return "定期定額僅限信用卡。";
  if (fields.PeriodAmount !== fields.TotalAmount) return "定期定額金額不符。";
  if (fields.PeriodType !== MONTHLY.PeriodType || fields.Frequency !== MONTHLY.Frequency) return "扣款週期不正確。";
  const times = fields.ExecTimes ?? "";
  if (!/^\d{1,2}$/.test(times) || Number(times) < 2) return "扣款期數不正確。";
  if (fields.PeriodReturnURL !== periodReturnUrl(payment)) return "定期定額通知網址不符。";
  return null;
}
