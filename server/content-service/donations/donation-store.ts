// Donation orders in SQLite.
import type { ContentDb } from "../db/content-db.js";
import { freshTradeNos } from "./fresh-trade-no.js";
import type { EcpayChoosePayment } from "../payment/payment-config.js";
import { taipeiIso } from "../payment/taipei-time.js";
import { ANONYMOUS_DONOR, maskName } from "../../../shared/lib/mask-name.server.js";

export interface NewDonation {
  method: EcpayChoosePayment;
  amount: number;
  donorName: string;
  phone: string;
  activityType: "normal" | "funeral" | "activity";
  charityId: number;
  charityActivityId: number | null;
  itemName: string;
  receipt: { address: string; name: string; phone: string } | null;
  returnPath: string;
}

export interface StoredOrder {
  merchantTradeNo: string;
  amount: number;
  status: "pending" | "paid" | "failed" | "expired";
  returnPath: string;
  method: EcpayChoosePayment;
  createdAt: Date;
}

export interface GatewayResult {
  gatewayTradeNo: string;
  rtnCode: string;
  rtnMsg: string;
}

interface OrderRow {
  merchant_trade_no: string;
  amount: number;
  status: string;
  return_path: string;
  payment_method: string;
  created_at: string;
}
interface SponsorRow {
  donor_name: string;
  personal_data_erased_at: string | null;
  amount: number;
  paid_at: string;
}

export function donationStore(db: ContentDb) {
  const freshTradeNo = freshTradeNos(db);
  const insert = db.prepare(
    `INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type, charity_id,
       charity_activity_id, item_name, need_receipt, receipt_address, receipt_name, receipt_phone, return_path,
       status, created_at, updated_at)
     VALUES (@tradeNo, @method, @amount, @donorName, @phone, @activityType, @charityId, @charityActivityId, @itemName,
       @needReceipt, @receiptAddress, @receiptName, @receiptPhone, @returnPath, 'pending', @now, @now)`,
  );
  const find = db.prepare<[string], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM donations WHERE merchant_trade_no = ?`);
  const setPaid = db.prepare<[string, string, string, string, string, string]>(
    `UPDATE donations SET status = 'paid', paid_at = ?, updated_at = ?, gateway_trade_no = ?, last_rtn_code = ?,
       last_rtn_msg = ? WHERE merchant_trade_no = ? AND status <> 'paid'`,
  );
  const setFailed = db.prepare<[string, string, string, string, string]>(
    `UPDATE donations SET status = 'failed', updated_at = ?, gateway_trade_no = ?, last_rtn_code = ?, last_rtn_msg = ?
     WHERE merchant_trade_no = ? AND status <> 'paid'`,
  );
  // Paged by the numbers paid donations get (migration 6): an index range, the same cost at any offset.
  const sponsorPage = db.prepare<[number, number], SponsorRow>(
    `SELECT donor_name, personal_data_erased_at, amount, paid_at FROM donations WHERE paid_seq <= ?
     ORDER BY paid_seq DESC LIMIT ?`,
  );
  const paid = db.prepare<[], { count: number; last_seq: number }>("SELECT count, last_seq FROM paid_donations");
  const mandateResult = firstChargeResult(db);

  return {
    /** Call inside a transaction so the number check and the insert are atomic. */
    insert(order: NewDonation, now: Date): string {
      const tradeNo = freshTradeNo(now);
      insert.run({
        tradeNo,
        method: order.method,
        amount: order.amount,
        donorName: order.donorName,
        phone: order.phone,
        activityType: order.activityType,
        charityId: order.charityId,
        charityActivityId: order.charityActivityId,
        itemName: order.itemName,
        needReceipt: order.receipt ? 1 : 0,
        receiptAddress: order.receipt?.address ?? null,
        receiptName: order.receipt?.name ?? null,
        receiptPhone: order.receipt?.phone ?? null,
        returnPath: order.returnPath,
        now: now.toISOString(),
      });
      return tradeNo;
    },
    find(tradeNo: string): StoredOrder | null {
      const row = find.get(tradeNo);
      return row ? storedOrder(row) : null;
    },
    ...reconciliationQueries(db),
    markPaid(tradeNo: string, result: GatewayResult, now: Date): boolean {
      const at = now.toISOString();
      const changed = setPaid.run(at, at, result.gatewayTradeNo, result.rtnCode, result.rtnMsg, tradeNo).changes === 1;
      if (changed) mandateResult.paid.run({ tradeNo, at });
      return changed;
    },
    /** A paid order stays paid. */
    markFailed(tradeNo: string, result: GatewayResult, now: Date): boolean {
      const at = now.toISOString();
      const changed = setFailed.run(at, result.gatewayTradeNo, result.rtnCode, result.rtnMsg, tradeNo).changes === 1;
      if (changed) mandateResult.failed.run({ tradeNo, at });
      return changed;
    },
    sponsors(limit: number, offset: number) {
      const { count: total, last_seq: newest } = paid.get() ?? { count: 0, last_seq: 0 };
      const rows = offset < total ? sponsorPage.all(newest - offset, limit) : [];
      return {
        SponsorList: rows.map((row) => ({
          DonorName: row.personal_data_erased_at === null ? maskName(row.donor_name) : ANONYMOUS_DONOR,
          Amount: row.amount,
          UpdateTime: taipeiIso(new Date(row.paid_at)),
        })),
        Total: total,
      };
    },
  };
}
export type DonationStore = ReturnType<typeof donationStore>;

const ORDER_COLUMNS = "merchant_trade_no, amount, status, return_path, payment_method, created_at";

function storedOrder(row: OrderRow): StoredOrder {
  const status = row.status === "paid" || row.status === "failed" || row.status === "expired" ? row.status : "pending";
  return {
    merchantTradeNo: row.merchant_trade_no,
    amount: row.amount,
    status,
    returnPath: row.return_path,
    method: row.payment_method === "ATM" ? "ATM" : "Credit",
    createdAt: new Date(row.created_at),
  };
}

/** A paid result after a failed one (the money moved) still starts the mandate (docs/donations.md). */
function firstChargeResult(db: ContentDb) {
  return {
    // Later months' notices may have come first: with the last of them paid, the mandate ends as it starts.
    paid: db.prepare<{ tradeNo: string; at: string }>(
      `UPDATE donation_mandates SET charges_paid = MAX(charges_paid, 1), last_charge_at = @at, updated_at = @at,
         status = CASE WHEN MAX(charges_paid, 1) >= exec_times THEN 'completed' ELSE 'active' END,
         ended_at = CASE WHEN MAX(charges_paid, 1) >= exec_times THEN @at ELSE NULL END
       WHERE merchant_trade_no = @tradeNo AND status IN ('pending', 'failed')`,
    ),
    failed: db.prepare<{ tradeNo: string; at: string }>(
      `UPDATE donation_mandates SET status = 'failed', ended_at = @at, updated_at = @at
       WHERE merchant_trade_no = @tradeNo AND status = 'pending'`,
    ),
  };
}

function reconciliationQueries(db: ContentDb) {
  // Expired ATM orders are asked about for a while too: the transfer may have been made and its callback lost.
  const pending = db.prepare<[string, string, number], OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM donations WHERE created_at <= ?
       AND (status = 'pending' OR (status = 'expired' AND payment_method = 'ATM' AND updated_at >= ?))
     ORDER BY checked_at IS NOT NULL, checked_at, created_at LIMIT ?`,
  );
  const setChecked = db.prepare<[string, string]>("UPDATE donations SET checked_at = ? WHERE merchant_trade_no = ?");
  const claimResult = db.prepare<[string, string]>(
    "UPDATE donations SET result_seen_at = ? WHERE merchant_trade_no = ? AND result_seen_at IS NULL",
  );
  return {
    pendingSince(before: Date, limit: number, expiredSince: Date = before): StoredOrder[] {
      return pending.all(before.toISOString(), expiredSince.toISOString(), limit).map(storedOrder);
    },
    markChecked(tradeNo: string, now: Date): void {
      setChecked.run(now.toISOString(), tradeNo);
    },
    /** False when a verified browser return was already seen (a replay). */
    claimBrowserResult(tradeNo: string, now: Date): boolean {
      return claimResult.run(now.toISOString(), tradeNo).changes === 1;
    },
  };
}
