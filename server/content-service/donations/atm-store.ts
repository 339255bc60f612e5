// ATM orders in SQLite: the issued virtual account (stored once) and the overdue orders.
import type { ContentDb } from "../db/content-db.js";

export interface VirtualAccount {
  bankCode: string;
  vAccount: string;
  expireDate: string;
  /** The end of that day in Taipei. */
  expiresAt: Date;
}

export type AtmStatus = "pending" | "paid" | "failed" | "expired";

export interface AtmOrder {
  merchantTradeNo: string;
  method: string;
  amount: number;
  status: AtmStatus;
  account: VirtualAccount | null;
}

/** What the transfer page may show: nothing about the donor. */
export interface AtmTransfer extends AtmOrder {
  charityTitle: string;
  itemName: string;
}

interface AtmRow {
  merchant_trade_no: string;
  payment_method: string;
  amount: number;
  status: string;
  atm_bank_code: string | null;
  atm_v_account: string | null;
  atm_expire_date: string | null;
  atm_expires_at: string | null;
  charity_title: string | null;
  item_name: string;
}

export const EXPIRY_BATCH = 200;

export function atmStore(db: ContentDb) {
  // Never the donor's name, phone or receipt fields: nothing here may reach the transfer page.
  const find = db.prepare<[string], AtmRow>(
    `SELECT d.merchant_trade_no, d.payment_method, d.amount, d.status, d.atm_bank_code, d.atm_v_account,
       d.atm_expire_date, d.atm_expires_at, d.item_name, c.title AS charity_title
     FROM donations d LEFT JOIN charities c ON c.id = d.charity_id WHERE d.merchant_trade_no = ?`,
  );
  const setAccount = db.prepare<[string, string, string, string, string, string]>(
    `UPDATE donations SET atm_bank_code = ?, atm_v_account = ?, atm_expire_date = ?, atm_expires_at = ?,
       updated_at = ? WHERE merchant_trade_no = ? AND payment_method = 'ATM' AND atm_bank_code IS NULL`,
  );
  // Without an account: the latest deadline one could have had (created_at + ExpireDate days + one day).
  const overdue = db.prepare<[string, string, number], { merchant_trade_no: string; atm_expire_date: string | null }>(
    `SELECT merchant_trade_no, atm_expire_date FROM donations
     WHERE status = 'pending' AND payment_method = 'ATM'
       AND ((atm_expires_at IS NOT NULL AND atm_expires_at < ?) OR (atm_expires_at IS NULL AND created_at < ?))
     ORDER BY created_at LIMIT ?`,
  );
  const setExpired = db.prepare<[string, string]>(
    "UPDATE donations SET status = 'expired', updated_at = ? WHERE merchant_trade_no = ? AND status = 'pending'",
  );

  const transferOf = (tradeNo: string): AtmTransfer | null => {
    const row = find.get(tradeNo);
    if (!row) return null;
    const account =
      row.atm_bank_code && row.atm_v_account && row.atm_expire_date && row.atm_expires_at
        ? {
            bankCode: row.atm_bank_code,
            vAccount: row.atm_v_account,
            expireDate: row.atm_expire_date,
            expiresAt: new Date(row.atm_expires_at),
          }
        : null;
    return {
      merchantTradeNo: row.merchant_trade_no,
      method: row.payment_method,
      amount: row.amount,
      status: statusOf(row.status),
      account,
      charityTitle: row.charity_title ?? "",
      itemName: row.item_name,
    };
  };

  return {
    find: (tradeNo: string): AtmOrder | null => transferOf(tradeNo),
    transfer: transferOf,
    recordAccount(tradeNo: string, account: VirtualAccount, now: Date): boolean {
      const { bankCode, vAccount, expireDate, expiresAt } = account;
      const at = now.toISOString();
      return setAccount.run(bankCode, vAccount, expireDate, expiresAt.toISOString(), at, tradeNo).changes === 1;
    },
    overdue(accountCutoff: Date, createdCutoff: Date, limit: number = EXPIRY_BATCH) {
      return overdue
        .all(accountCutoff.toISOString(), createdCutoff.toISOString(), limit)
        .map((row) => ({ tradeNo: row.merchant_trade_no, expireDate: row.atm_expire_date }));
    },
    markExpired(tradeNo: string, now: Date): boolean {
      return setExpired.run(now.toISOString(), tradeNo).changes === 1;
    },
  };
}
export type AtmStore = ReturnType<typeof atmStore>;

function statusOf(status: string): AtmStatus {
  return status === "paid" || status === "failed" || status === "expired" ? status : "pending";
}
