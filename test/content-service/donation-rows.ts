// Test helper: writes donation rows straight into a content database, with the dates and states a test needs.
import type { ContentDb } from "../../server/content-service/db/content-db.js";
import type { NewDonation } from "../../server/content-service/donations/donation-store.js";
import type { EcpayChoosePayment } from "../../server/content-service/payment/payment-config.js";

export interface DonationRow {
  merchant_trade_no: string;
  payment_method: "Credit" | "ATM";
  amount: number;
  donor_name: string;
  phone: string;
  need_receipt: 0 | 1;
  receipt_name: string | null;
  receipt_address: string | null;
  receipt_phone: string | null;
  status: "pending" | "paid" | "failed";
  created_at: string;
  paid_at: string | null;
  gateway_trade_no: string | null;
  item_name: string;
}

let counter = 0;

/** A paid credit-card donation with a receipt, changed by `row`; returns what was written. */
export function insertDonation(db: ContentDb, row: Partial<DonationRow>): DonationRow {
  counter += 1;
  const createdAt = row.created_at ?? "2030-06-01T02:00:00.000Z";
  const full: DonationRow = {
    merchant_trade_no: `TEST${String(counter).padStart(16, "0")}`,
    payment_method: "Credit",
    amount: 1200,
    donor_name: "林美華",
    phone: "0912345678",
    need_receipt: 1,
    receipt_name: "林美華",
    receipt_address: "臺北市中正區重慶南路一段122號",
    receipt_phone: "0223456789",
    status: "paid",
    created_at: createdAt,
    paid_at: row.status === "pending" || row.status === "failed" ? null : createdAt,
    gateway_trade_no: `2606${String(counter).padStart(16, "0")}`,
    item_name: "捐款－一般捐款（不指定用途）",
    ...row,
  };
  db.prepare(
    `INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type, charity_id,
       item_name, need_receipt, receipt_address, receipt_name, receipt_phone, return_path, status, created_at,
       updated_at, paid_at, gateway_trade_no)
     VALUES (@merchant_trade_no, @payment_method, @amount, @donor_name, @phone, 'normal', 1, @item_name,
       @need_receipt, @receipt_address, @receipt_name, @receipt_phone, '/charity4?id=1', @status, @created_at,
       @created_at, @paid_at, @gateway_trade_no)`,
  ).run(full);
  return full;
}

/** What the donation form sends for a general donation with a receipt, as the store takes it. */
export const newDonation = (method: EcpayChoosePayment, amount: number): NewDonation => ({
  method,
  amount,
  donorName: "林美華",
  phone: "0912345678",
  activityType: "normal",
  charityId: 1,
  charityActivityId: null,
  itemName: "捐款－一般捐款",
  receipt: { address: "臺北市中正區重慶南路一段122號", name: "林美華", phone: "0223456789" },
  returnPath: "/charity4?id=1",
});
