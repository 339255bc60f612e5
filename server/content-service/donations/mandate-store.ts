// Monthly mandates (docs/donations.md, "Monthly giving"): each later charge is its own donation row, copied
// from the first order and stored once per Gwsr (a decline without one: per TradeNo, or month and ProcessDate).
import type { ContentDb } from "../db/content-db.js";
import { freshTradeNos } from "./fresh-trade-no.js";

export type MandateStatus = "pending" | "active" | "completed" | "stopped" | "failed";

export interface Mandate {
  id: number;
  /** The first order's MerchantTradeNo: ECPay names the mandate by it. */
  merchantTradeNo: string;
  amount: number;
  execTimes: number;
  status: MandateStatus;
  chargesPaid: number;
}

export interface PeriodCharge {
  gwsr: string | null;
  tradeNo: string | null;
  processDate: string;
  paid: boolean;
  /** TotalSuccessTimes when paid, the month it tried when failed. */
  chargeNo: number;
  amount: number;
  rtnCode: string;
  rtnMsg: string;
}

export type ChargeOutcome = "recorded" | "repeated";

interface MandateRow {
  id: number;
  merchant_trade_no: string;
  amount: number;
  exec_times: number;
  status: string;
  charges_paid: number;
}

const COLUMNS = "id, merchant_trade_no, amount, exec_times, status, charges_paid";
const STATUSES: readonly MandateStatus[] = ["pending", "active", "completed", "stopped", "failed"];

export function mandateStore(db: ContentDb) {
  const open = db.prepare<[string, number, number, string, string]>(
    `INSERT INTO donation_mandates (merchant_trade_no, amount, period_type, frequency, exec_times, created_at,
       updated_at) VALUES (?, ?, 'M', 1, ?, ?, ?)`,
  );
  const link = db.prepare<{ tradeNo: string }>(
    `UPDATE donations SET charge_no = 1,
       mandate_id = (SELECT id FROM donation_mandates WHERE merchant_trade_no = @tradeNo)
     WHERE merchant_trade_no = @tradeNo`,
  );
  const find = db.prepare<[string], MandateRow>(`SELECT ${COLUMNS} FROM donation_mandates WHERE merchant_trade_no = ?`);
  const insertCharge = db.prepare(
    `INSERT OR IGNORE INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type,
       charity_id, charity_activity_id, item_name, need_receipt, receipt_address, receipt_name, receipt_phone,
       return_path, status, created_at, updated_at, paid_at, gateway_trade_no, last_rtn_code, last_rtn_msg,
       personal_data_erased_at, mandate_id, charge_no, period_gwsr, period_trade_no, period_process_date)
     SELECT @tradeNo, 'Credit', @amount, d.donor_name, d.phone, d.activity_type, d.charity_id,
       d.charity_activity_id, d.item_name, d.need_receipt, d.receipt_address, d.receipt_name, d.receipt_phone,
       d.return_path, @status, @now, @now, @paidAt, COALESCE(@ecpayTradeNo, @gwsr), @rtnCode, @rtnMsg,
       d.personal_data_erased_at, m.id, @chargeNo, @gwsr, @ecpayTradeNo, @processDate
     FROM donation_mandates m JOIN donations d ON d.merchant_trade_no = m.merchant_trade_no
     WHERE m.id = @mandateId`,
  );
  const fillTradeNo = db.prepare<{ mandateId: number; gwsr: string; ecpayTradeNo: string }>(
    `UPDATE OR IGNORE donations SET period_trade_no = @ecpayTradeNo, gateway_trade_no = @ecpayTradeNo
     WHERE mandate_id = @mandateId AND period_gwsr = @gwsr AND period_trade_no IS NULL`,
  );
  // A decline a notice reported without a Gwsr, when the log later names it: the same attempt, not another.
  const adoptDecline = db.prepare<{ mandateId: number; chargeNo: number; gwsr: string; ecpayTradeNo: string | null }>(
    `UPDATE OR IGNORE donations SET period_gwsr = @gwsr, period_trade_no = @ecpayTradeNo,
       gateway_trade_no = COALESCE(@ecpayTradeNo, @gwsr)
     WHERE id = (SELECT id FROM donations WHERE mandate_id = @mandateId AND charge_no = @chargeNo
       AND status = 'failed' AND period_gwsr IS NULL AND period_trade_no IS NULL ORDER BY id LIMIT 1)`,
  );
  const setExecTimes = db.prepare<{ execTimes: number; at: string; id: number }>(
    `UPDATE donation_mandates SET exec_times = @execTimes, updated_at = @at,
       status = CASE WHEN status = 'active' AND charges_paid >= @execTimes THEN 'completed' ELSE status END,
       ended_at = CASE WHEN status = 'active' AND charges_paid >= @execTimes THEN @at ELSE ended_at END
     WHERE id = @id AND exec_times <> @execTimes`,
  );
  const freshTradeNo = freshTradeNos(db);
  // The SET expressions all read the row as it was: the last month ends a running mandate.
  const counted = db.prepare<{ chargeNo: number; at: string; id: number }>(
    `UPDATE donation_mandates SET charges_paid = MAX(charges_paid, @chargeNo), last_charge_at = @at, updated_at = @at,
       status = CASE WHEN status = 'active' AND @chargeNo >= exec_times THEN 'completed' ELSE status END,
       ended_at = CASE WHEN status = 'active' AND @chargeNo >= exec_times THEN @at ELSE ended_at END
     WHERE id = @id`,
  );
  const setEnded = db.prepare<{ status: string; at: string; tradeNo: string }>(
    `UPDATE donation_mandates SET status = @status, ended_at = @at, updated_at = @at
     WHERE merchant_trade_no = @tradeNo AND status IN ('pending', 'active')`,
  );

  // A notice may carry no TradeNo (ECPay documents none): a month stored without one keeps its mandate due.
  const due = db.prepare<{ before: string; checkedBefore: string; tradeNoSince: string; limit: number }, MandateRow>(
    `SELECT ${COLUMNS} FROM donation_mandates m
     WHERE (checked_at IS NULL OR checked_at <= @checkedBefore)
       AND ((status = 'active' AND COALESCE(last_charge_at, created_at) <= @before)
         OR (status IN ('active', 'completed', 'stopped') AND EXISTS (SELECT 1 FROM donations d
           WHERE d.mandate_id = m.id AND d.period_gwsr IS NOT NULL AND d.period_trade_no IS NULL
             AND d.created_at >= @tradeNoSince)))
     ORDER BY checked_at IS NOT NULL, checked_at, id LIMIT @limit`,
  );
  const setChecked = db.prepare<{ at: string; id: number }>(
    "UPDATE donation_mandates SET checked_at = @at WHERE id = @id",
  );

  return {
    dueForQuery(before: Date, checkedBefore: Date, tradeNoSince: Date, limit: number): Mandate[] {
      const at = { before: before.toISOString(), checkedBefore: checkedBefore.toISOString() };
      return due.all({ ...at, tradeNoSince: tradeNoSince.toISOString(), limit }).map(mandateOf);
    },
    markChecked(mandate: Mandate, now: Date): void {
      setChecked.run({ at: now.toISOString(), id: mandate.id });
    },
    open(tradeNo: string, amount: number, execTimes: number, now: Date): void {
      const at = now.toISOString();
      open.run(tradeNo, amount, execTimes, at, at);
      link.run({ tradeNo });
    },
    find(tradeNo: string): Mandate | null {
      const row = find.get(tradeNo);
      return row ? mandateOf(row) : null;
    },
    /**
     * "repeated" when this charge is already stored (a TradeNo it lacked is then filled in). A decline `fromLog`
     * names a decline a notice reported without a Gwsr, rather than adding a second attempt.
     */
    recordCharge(mandate: Mandate, charge: PeriodCharge, now: Date, { fromLog = false } = {}): ChargeOutcome {
      const at = now.toISOString();
      return db
        .transaction((): ChargeOutcome => {
          if (fromLog && !charge.paid && charge.gwsr !== null) {
            const known = { mandateId: mandate.id, chargeNo: charge.chargeNo, gwsr: charge.gwsr };
            if (adoptDecline.run({ ...known, ecpayTradeNo: charge.tradeNo }).changes === 1) return "repeated";
          }
          const tradeNo = freshTradeNo(now);
          const inserted = insertCharge.run({
            tradeNo,
            status: charge.paid ? "paid" : "failed",
            now: at,
            paidAt: charge.paid ? at : null,
            gwsr: charge.gwsr,
            ecpayTradeNo: charge.tradeNo,
            processDate: charge.processDate,
            amount: charge.amount,
            rtnCode: charge.rtnCode,
            rtnMsg: charge.rtnMsg,
            mandateId: mandate.id,
            chargeNo: charge.chargeNo,
          }).changes;
          if (inserted === 0) {
            if (charge.gwsr !== null && charge.tradeNo !== null)
              fillTradeNo.run({ mandateId: mandate.id, gwsr: charge.gwsr, ecpayTradeNo: charge.tradeNo });
            return "repeated";
          }
          if (charge.paid) counted.run({ chargeNo: charge.chargeNo, at, id: mandate.id });
          return "recorded";
        })
        .immediate();
    },
    /** Takes ECPay's changed number of charges (2-99, as the table allows); true when it changed. */
    adoptExecTimes(mandate: Mandate, execTimes: number, now: Date): boolean {
      if (!Number.isInteger(execTimes) || execTimes < 2 || execTimes > 99) return false;
      return setExecTimes.run({ execTimes, at: now.toISOString(), id: mandate.id }).changes === 1;
    },
    end(tradeNo: string, status: "stopped" | "completed", now: Date): boolean {
      return setEnded.run({ status, at: now.toISOString(), tradeNo }).changes === 1;
    },
  };
}
export type MandateStore = ReturnType<typeof mandateStore>;

function mandateOf(row: MandateRow): Mandate {
  return {
    id: row.id,
    merchantTradeNo: row.merchant_trade_no,
    amount: row.amount,
    execTimes: row.exec_times,
    status: STATUSES.find((status) => status === row.status) ?? "pending",
    chargesPaid: row.charges_paid,
  };
}
