// Test helper: a monthly mandate and its months written straight into a content database.
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { insertDonation, type DonationRow } from "../donation-rows.js";

/** A mandate whose first order is `first`; each month in `paidAt` is a paid charge (the first is month 1). */
export function insertMandate(db: ContentDb, first: Partial<DonationRow>, paidAt: string[]): string {
  const [firstPaid = "", ...later] = paidAt;
  const order = insertDonation(db, { ...first, created_at: firstPaid, paid_at: firstPaid });
  const amount = order.amount;
  const mandateId = Number(
    db
      .prepare(
        `INSERT INTO donation_mandates (merchant_trade_no, amount, period_type, frequency, exec_times, status,
           charges_paid, created_at, updated_at) VALUES (?, ?, 'M', 1, 12, 'active', ?, ?, ?)`,
      )
      .run(order.merchant_trade_no, amount, paidAt.length, firstPaid, firstPaid).lastInsertRowid,
  );
  const link = db.prepare(
    "UPDATE donations SET mandate_id = ?, charge_no = ?, period_gwsr = ? WHERE merchant_trade_no = ?",
  );
  link.run(mandateId, 1, null, order.merchant_trade_no);
  later.forEach((at, index) => {
    const charge = insertDonation(db, { ...first, amount, created_at: at, paid_at: at });
    link.run(mandateId, index + 2, `gwsr-${mandateId}-${index + 2}`, charge.merchant_trade_no);
  });
  return order.merchant_trade_no;
}
