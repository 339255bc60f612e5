// POST /api/homepage/donate (credit card) and /api/homepage/donate/atm (bank transfer): request shapes.
import type { PaymentForm } from "../lib/payment-page.js";

export type ActivityType = "normal" | "funeral" | "activity";
export type PaymentMethod = "creditCard" | "bankTransfer";

export interface ReceiptInfo {
  address: string;
  name: string;
  phone: string;
}

/** The body /charity4 sends (docs/content-api.md, "Charity"). */
export interface DonationRequest {
  amount: number;
  name: string;
  phone: string;
  activityType: ActivityType;
  charityID: number;
  charityActivityID?: number;
  needReceipt: boolean;
  receiptInfo: ReceiptInfo | null;
  /** Monthly giving by credit card (docs/content-api.md): absent for a one-off gift. */
  period?: DonationPeriod;
}

/** 每月定期定額: the same amount charged once a month, `months` times in all (the first now). */
export interface DonationPeriod {
  months: number;
}

/** The body the older standalone page (/charity?path=) sends. */
export interface LegacyDonationRequest {
  id: 1;
  amount: number;
  name: string;
  phone: string;
}

/**
 * What a donate call answered: the payment page (an HTML document holding one form that posts to
 * the gateway), or the upstream's reason for refusing the request (a 400 with a Chinese message).
 */
export type DonationAnswer = { ok: true; html: string } | { ok: false; message: string };

/**
 * What the server's donation call came to (the no-JavaScript post): the gateway form read out of the
 * payment page; the upstream's refusal; a page that is not an acceptable payment page (never shown);
 * or no complete answer before the deadline, so the order may exist and the result is not known.
 */
export type DonationOutcome =
  | { kind: "payment"; form: PaymentForm; tradeNo: string | null }
  | { kind: "refused"; message: string }
  | { kind: "rejected"; reason: string; tradeNo: string | null }
  | { kind: "unknown"; reason: string; tradeNo: string | null };

/**
 * The HTTP status of each way a donation ends, on both paths (the browser's JSON call and the no-JavaScript
 * form post): `invalid`, refused by our own rules before anything is sent; `unavailable`, the upstream not
 * reached (nothing was created); then each DonationOutcome.
 */
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
