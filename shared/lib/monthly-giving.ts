// ECPay allows 2-99 monthly charges; "until stopped" is its 99 (docs/donations.md, "Monthly giving").
import { MAX_DONATION_AMOUNT, MAX_MONTHS, MIN_MONTHS } from "./donation-rules.js";

export const MONTH_CHOICES = [
  { value: "6", label: "6 個月" },
  { value: "12", label: "12 個月" },
  { value: "24", label: "24 個月" },
  { value: String(MAX_MONTHS), label: `持續捐款，直到我通知停止（最多 ${MAX_MONTHS} 期）` },
] as const;
export const DEFAULT_MONTHS = "12";

export function monthsPhrase(months: number): string {
  return months >= MAX_MONTHS ? `持續至您通知停止（最多 ${MAX_MONTHS} 期）` : `共 ${months} 期`;
}

/** The result address's `monthly` parameter: "<amount>-<months>", as the content service writes it. */
export function monthlyParam(amount: number, months: number): string {
  return `${amount}-${months}`;
}

export function readMonthlyParam(value: string | null): { amount: number; months: number } | null {
  const match = /^([1-9]\d{0,6})-([1-9]\d?)$/.exec(value ?? "");
  if (!match) return null;
  const amount = Number(match[1]);
  const months = Number(match[2]);
  return amount <= MAX_DONATION_AMOUNT && months >= MIN_MONTHS && months <= MAX_MONTHS ? { amount, months } : null;
}
