// What one receipt says.

export interface ReceiptGift {
  date: string;
  amount: number;
  /** A monthly gift's month (1 = the first order); null for a one-off gift. */
  chargeNo: number | null;
}

export type ReissueReason = "correction" | "copy";

export interface Receipt {
  number: string;
  year: number;
  seq: number;
  /** single: one one-off gift; yearly: a monthly mandate's paid months of the year (年度收據). */
  kind: "single" | "yearly";
  /** A mandate's first order for a yearly receipt. */
  tradeNo: string;
  donor: string;
  address: string;
  purpose: string;
  amount: number;
  gifts: ReceiptGift[];
  issuedOn: string;
  reissues: number;
  reissueReason: ReissueReason | null;
  reissuedOn: string | null;
  /** Erased by retention: the number stands, nothing can be printed. */
  erased: boolean;
}
