// A database made before the gateway loop (schema version 1, with a pending order) is brought up to date
// on open: the order is kept and the reconciliation job can find it.
import { afterEach, expect, test } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import { tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
afterEach(() => temp.remove());

test("version 1 with a pending order: upgraded, the order kept and due for reconciliation", () => {
  const old = new Database(temp.file);
  old.exec(MIGRATIONS[0]?.sql ?? "");
  old.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  old.prepare("INSERT INTO schema_migrations VALUES (1, 'content and donations', '2026-01-01T00:00:00.000Z')").run();
  old
    .prepare(
      `INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, activity_type, charity_id,
         need_receipt, return_path, created_at, updated_at)
       VALUES ('D2601010000000OLD01', 'Credit', 500, '舊訂單', 'normal', 1, 0, '/charity4?id=1', ?, ?)`,
    )
    .run("2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z");
  old.close();

  const db = openContentDb(temp.file, { seed: false });
  const versions = db.prepare<[], number>("SELECT version FROM schema_migrations ORDER BY version").pluck().all();
  expect(versions).toEqual(MIGRATIONS.map((migration) => migration.version));
  const due = donationStore(db).pendingSince(new Date(), 10);
  expect(due.map((order) => [order.merchantTradeNo, order.method, order.amount])).toEqual([
    ["D2601010000000OLD01", "Credit", 500],
  ]);
  db.close();
});
