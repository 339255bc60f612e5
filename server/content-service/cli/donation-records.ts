// Donation records for the accountant's export, read-only beside the running service (WAL gives a snapshot).
import type Database from "better-sqlite3";
import Sqlite from "../db/sqlite.js";
import { taipeiIso } from "../payment/taipei-time.js";
import type { CsvCell } from "./csv-text.js";
import type { ExportRequest } from "./export-arguments.js";

export const RECORD_HEADER = [
  "交易編號",
  "綠界交易編號",
  "建立時間",
  "付款時間",
  "金額",
  "付款方式",
  "狀態",
  "捐款項目",
  "捐款人",
  "電話",
  "需要收據",
  "收據抬頭",
  "收據地址",
  "收據電話",
  "個資刪除時間",
  // An ATM donation's virtual account, so the accountant can match it to the bank's statement.
  "ATM 銀行代碼",
  "ATM 虛擬帳號",
  "ATM 繳費期限",
  // A monthly gift: the mandate (its first order's number) and which month this charge is.
  "定期定額編號",
  "期數",
] as const;

const METHODS: Record<string, string> = { Credit: "信用卡", ATM: "ATM 轉帳" };
const STATUSES: Record<string, string> = {
  pending: "待付款",
  paid: "已付款",
  failed: "付款失敗",
  expired: "逾期未付款",
};
/** Never text from the command line in the SQL. */
const DATE_COLUMN = { created: "created_at", paid: "paid_at" } as const;

interface RecordRow {
  merchant_trade_no: string;
  gateway_trade_no: string | null;
  created_at: string;
  paid_at: string | null;
  amount: number;
  payment_method: string;
  status: string;
  item_name: string;
  donor_name: string;
  phone: string;
  need_receipt: number;
  receipt_name: string | null;
  receipt_address: string | null;
  receipt_phone: string | null;
  personal_data_erased_at: string | null;
  atm_bank_code: string | null;
  atm_v_account: string | null;
  atm_expires_at: string | null;
  mandate_trade_no: string | null;
  charge_no: number | null;
}

export function openRecordsDb(file: string): Database.Database {
  return new Sqlite(file, { readonly: true, fileMustExist: true, timeout: 5000 });
}

export function* donationRecords(db: Database.Database, request: ExportRequest): Generator<CsvCell[]> {
  // A database the service has not opened since the ATM, retention or monthly columns arrived still exports.
  const has = (name: string) =>
    db.prepare<[string], number>("SELECT 1 FROM pragma_table_info('donations') WHERE name = ?").pluck().get(name) !==
    undefined;
  const orNull = (name: string) => (has(name) ? name : `NULL AS ${name}`);
  const column = DATE_COLUMN[request.by];
  const mandate = has("mandate_id")
    ? "(SELECT m.merchant_trade_no FROM donation_mandates m WHERE m.id = donations.mandate_id) AS mandate_trade_no"
    : "NULL AS mandate_trade_no";
  const statement = db.prepare<{ start: string; end: string; status: string | null }, RecordRow>(
    `SELECT merchant_trade_no, gateway_trade_no, created_at, paid_at, amount, payment_method, status, item_name,
       donor_name, phone, need_receipt, receipt_name, receipt_address, receipt_phone,
       ${["personal_data_erased_at", "atm_bank_code", "atm_v_account", "atm_expires_at"].map(orNull).join(", ")},
       ${mandate}, ${orNull("charge_no")}
     FROM donations
     WHERE ${column} >= @start AND ${column} < @end AND (@status IS NULL OR status = @status)
     ORDER BY ${column}, id`,
  );
  // iterate(), not all(): a year of donations is never held in memory at once.
  for (const row of statement.iterate({ start: request.start, end: request.end, status: request.status }))
    yield recordCells(row);
}

function recordCells(row: RecordRow): CsvCell[] {
  return [
    row.merchant_trade_no,
    row.gateway_trade_no,
    taipeiTime(row.created_at),
    taipeiTime(row.paid_at),
    row.amount,
    METHODS[row.payment_method] ?? row.payment_method,
    STATUSES[row.status] ?? row.status,
    row.item_name,
    row.donor_name,
    row.phone,
    row.need_receipt === 1 ? "是" : "否",
    row.receipt_name,
    row.receipt_address,
    row.receipt_phone,
    taipeiTime(row.personal_data_erased_at),
    row.atm_bank_code,
    row.atm_v_account,
    taipeiTime(row.atm_expires_at),
    row.mandate_trade_no,
    row.charge_no,
  ];
}

/** yyyy-MM-dd HH:mm:ss in Taipei time: what a spreadsheet reads as a date and time. */
function taipeiTime(stored: string | null): string | null {
  if (stored === null || stored === "") return null;
  const date = new Date(stored);
  if (Number.isNaN(date.getTime())) return stored;
  return taipeiIso(date).slice(0, 19).replace("T", " ");
}
