// POST /api/homepage/donate (credit card) and /api/homepage/donate/atm (bank transfer): request shapes.

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

export const DONATE_PATHS: Record<PaymentMethod, string> = {
  creditCard: "/api/homepage/donate",
  bankTransfer: "/api/homepage/donate/atm",
};
