// The schema's migrations: numbered 1, 2, 3... with distinct names, and each upgrade keeps what a database made
// before it holds: migration 2 rebuilds donations (new status, virtual-account columns), 6 numbers the paid
// donations in the order they were paid, 9 keeps each month's TradeNo and stores a declined month once.
import { afterAll, expect, test } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import { mandateStore } from "../../../server/content-service/donations/mandate-store.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const temps: ReturnType<typeof tempDbFile>[] = [];
afterAll(() => temps.forEach((temp) => temp.remove()));

/** A database file made by the migrations up to `version`, as an older release left it. */
function databaseAt(version: number): { file: string; old: ContentDb } {
  const temp = tempDbFile();
  temps.push(temp);
  const old = new Database(temp.file);
  old.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const migration of MIGRATIONS.filter((m) => m.version <= version)) {
    old.exec(migration.sql);
    old.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, "2026-01-01");
  }
  return { file: temp.file, old };
}

test("versions run 1, 2, 3... without a gap, and names are distinct", () => {
  expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
});

test("orders stored before the ATM migration survive it unchanged", () => {
  const { file, old } = databaseAt(1);
  old.exec(`INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type,
      charity_id, need_receipt, return_path, status, created_at, updated_at, paid_at)
    VALUES ('D2601010000000000001', 'ATM', 800, '舊資料', '0911000000', 'normal', 1, 0, '/charity4?id=1', 'paid',
      '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T01:00:00Z')`);
  old.close();

  const db = openContentDb(file);
  const row = db.prepare("SELECT * FROM donations WHERE merchant_trade_no = 'D2601010000000000001'").get();
  expect(row).toMatchObject({ amount: 800, donor_name: "舊資料", status: "paid", atm_v_account: null });
  db.prepare("UPDATE donations SET status = 'expired' WHERE merchant_trade_no = 'D2601010000000000001'").run();
  expect(() => db.prepare("UPDATE donations SET status = 'lost'").run()).toThrow(/CHECK/);
  db.close();
});

test("version 5 with paid donations out of order: numbered by payment time on upgrade", () => {
  const { file, old } = databaseAt(5);
  const paidDays = ["2026-03-05", "2026-01-20", "2026-07-01", "2026-02-11"];
  for (const [i, day] of paidDays.entries())
    insertDonation(old, { created_at: `${day}T02:00:00.000Z`, donor_name: `王${"一二三四"[i] ?? ""}明` });
  insertDonation(old, { status: "pending", created_at: "2026-08-01T02:00:00.000Z", paid_at: null });
  old.close();

  const db = openContentDb(file);
  const store = donationStore(db);
  const days = (limit: number, offset: number) =>
    store.sponsors(limit, offset).SponsorList.map((row) => row.UpdateTime.slice(0, 10));
  expect(store.sponsors(10, 0).Total).toBe(4);
  expect(days(10, 0)).toEqual(["2026-07-01", "2026-03-05", "2026-02-11", "2026-01-20"]);
  expect(days(2, 1)).toEqual(["2026-03-05", "2026-02-11"]);
  const pending = db.prepare<[], string>("SELECT merchant_trade_no FROM donations WHERE status = 'pending'").pluck();
  store.markPaid(pending.get() ?? "", { gatewayTradeNo: "T", rtnCode: "1", rtnMsg: "ok" }, new Date("2026-08-02"));
  expect(store.sponsors(10, 0).Total).toBe(5);
  expect(days(1, 0)).toEqual(["2026-08-02"]);
  db.close();
});

test("version 8 with a mandate's month: kept, due for its TradeNo, declines without a Gwsr stored once", () => {
  const now = new Date();
  const at = now.toISOString();
  const { file, old } = databaseAt(8);
  const first = insertDonation(old, { created_at: at, amount: 500 });
  const later = insertDonation(old, { created_at: at, amount: 500 });
  old
    .prepare(
      `INSERT INTO donation_mandates (merchant_trade_no, amount, period_type, frequency, exec_times, status,
         charges_paid, created_at, updated_at, last_charge_at) VALUES (?, 500, 'M', 1, 6, 'active', 2, ?, ?, ?)`,
    )
    .run(first.merchant_trade_no, at, at, at);
  old
    .prepare("UPDATE donations SET mandate_id = 1, charge_no = 1 WHERE merchant_trade_no = ?")
    .run(first.merchant_trade_no);
  old
    .prepare("UPDATE donations SET mandate_id = 1, charge_no = 2, period_gwsr = '11850202' WHERE merchant_trade_no = ?")
    .run(later.merchant_trade_no);
  old.close();

  const db = openContentDb(file);
  const versions = db.prepare<[], number>("SELECT version FROM schema_migrations ORDER BY version").pluck().all();
  expect(versions).toEqual(MIGRATIONS.map((migration) => migration.version));
  const month = db
    .prepare<[string], { charge_no: number; period_gwsr: string; period_trade_no: string | null }>(
      "SELECT charge_no, period_gwsr, period_trade_no FROM donations WHERE merchant_trade_no = ?",
    )
    .get(later.merchant_trade_no);
  expect(month).toEqual({ charge_no: 2, period_gwsr: "11850202", period_trade_no: null });

  const mandates = mandateStore(db);
  const longAgo = new Date(now.getTime() - 365 * 24 * 3_600_000);
  const due = mandates.dueForQuery(longAgo, now, longAgo, 10);
  expect(due.map((mandate) => mandate.merchantTradeNo)).toEqual([first.merchant_trade_no]);
  const mandate = due[0];
  if (!mandate) throw new Error("no mandate");
  const decline = {
    gwsr: null,
    tradeNo: null,
    processDate: "2026/12/05 08:00:12",
    paid: false,
    chargeNo: 3,
    amount: 500,
    rtnCode: "10100058",
    rtnMsg: "Pay Fail.",
  };
  expect(mandates.recordCharge(mandate, decline, now)).toBe("recorded");
  expect(mandates.recordCharge(mandate, decline, now)).toBe("repeated");
  expect(mandates.recordCharge(mandate, { ...decline, processDate: "2026/12/06 08:00:12" }, now)).toBe("recorded");
  db.close();
});
