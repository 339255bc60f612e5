// POST /api/homepage/donate and /donate/atm (docs/content-api.md, "Charity").
import type { PaymentForm } from "../lib/payment-page.js";

export type ActivityType = "normal" | "funeral" | "activity";
export type PaymentMethod = "creditCard" | "bankTransfer";

export interface ReceiptInfo {
  address: string;
  name: string;
  phone: string;
}

export interface DonationRequest {
  amount: number;
  name: string;
  phone: string;
  activityType: ActivityType;
  charityID: number;
  charityActivityID?: number;
  needReceipt: boolean;
  receiptInfo: ReceiptInfo | null;
  period?: DonationPeriod;
}

/** 每月定期定額: `months` charges in all, the first now. */
export interface DonationPeriod {
  months: number;
}

export interface LegacyDonationRequest {
  id: 1;
  amount: number;
  name: string;
  phone: string;
}

export type DonationAnswer = { ok: true; html: string } | { ok: false; message: string };

/** `unknown`: no complete answer before the deadline, so the order may exist. */
export type DonationOutcome =
  | { kind: "payment"; form: PaymentForm; tradeNo: string | null }
  | { kind: "refused"; message: string }
  | { kind: "rejected"; reason: string; tradeNo: string | null }
  | { kind: "unknown"; reason: string; tradeNo: string | null };

/** On both paths; `invalid`: our own rules refused it, `unavailable`: nothing was created upstream. */
export const DONATION_STATUS = {
  invalid: 400,
  unavailable: 503,
  payment: 200,
  refused: 400,
  rejected: 502,
  unknown: 504,
} as const satisfies Record<DonationOutcome["kind"] | "invalid" | "unavailable", number>;

export const DONATE_PATHS: Record<PaymentMethod, string> = {
  creditCard: "/api/homepage/donate",
  bankTransfer: "/api/homepage/donate/atm",
};
