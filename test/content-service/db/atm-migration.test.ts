// Migration 2 rebuilds the donations table (new status, virtual-account columns): the orders of a
// database made before it are kept as they were, and the new status is accepted.
import { afterAll, expect, test } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
afterAll(() => temp.remove());

test("orders stored before the ATM migration survive it unchanged", () => {
  const old = new Database(temp.file);
  const first = MIGRATIONS[0];
  if (!first) throw new Error("no first migration");
  old.exec(first.sql);
  old.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
    INSERT INTO schema_migrations VALUES (1, 'content and donations', '2026-01-01T00:00:00Z');
    INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type, charity_id,
      need_receipt, return_path, status, created_at, updated_at, paid_at)
    VALUES ('D2601010000000000001', 'ATM', 800, '舊資料', '0911000000', 'normal', 1, 0, '/charity4?id=1', 'paid',
      '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T01:00:00Z')`);
  old.close();

  const db = openContentDb(temp.file, { seed: false });
  const row = db.prepare("SELECT * FROM donations WHERE merchant_trade_no = 'D2601010000000000001'").get();
  expect(row).toMatchObject({ amount: 800, donor_name: "舊資料", status: "paid", atm_v_account: null });
  db.prepare("UPDATE donations SET status = 'expired' WHERE merchant_trade_no = 'D2601010000000000001'").run();
  expect(() => db.prepare("UPDATE donations SET status = 'lost'").run()).toThrow(/CHECK/);
  db.close();
});
