// A database made before each month's TradeNo was kept (schema version 8), with a running mandate and a
// month its notice recorded: on open the month is kept, the mandate is due for a query that supplies the
// month's TradeNo, and a declined month without a Gwsr is stored once.
import { afterEach, expect, test } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { mandateStore } from "../../../server/content-service/donations/mandate-store.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const temp = tempDbFile();
afterEach(() => temp.remove());

test("version 8 with a mandate's month: kept, due for its TradeNo, declines without a Gwsr stored once", () => {
  const now = new Date();
  const at = now.toISOString();
  const old = new Database(temp.file);
  old.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const migration of MIGRATIONS.filter((m) => m.version <= 8)) {
    old.exec(migration.sql);
    old.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, "2026-01-01");
  }
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

  const db = openContentDb(temp.file, { seed: false });
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
