// Migrations are applied in order, each once and recorded; a database made before later ones (schema version 1,
// with a pending order) is brought up to date on open, the order kept and due for reconciliation.
import { afterAll, expect, test } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { migrate } from "../../../server/content-service/db/migrate.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import { tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
afterAll(() => temp.remove());
const recorded = (db: ContentDb) =>
  db
    .prepare<[], { version: number; name: string }>("SELECT version, name FROM schema_migrations ORDER BY version")
    .all();

test("a new database gets every migration in order, recorded with its name; a second run applies none", () => {
  const db = new Database(":memory:");
  expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
  expect(recorded(db)).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
  expect(migrate(db)).toEqual([]);
  expect(recorded(db)).toHaveLength(MIGRATIONS.length);
  db.close();
});

test("a database at version 5 gets only the later migrations", () => {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)");
  for (const migration of MIGRATIONS.filter((m) => m.version <= 5)) {
    db.exec(migration.sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, "2026-01-01");
  }
  expect(migrate(db)).toEqual(MIGRATIONS.filter((m) => m.version > 5).map((m) => m.version));
  expect(recorded(db).map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
  db.close();
});

test("a migration that fails leaves nothing of itself behind and is not recorded", () => {
  const db = new Database(":memory:");
  const broken = { version: 1_000, name: "broken", sql: "CREATE TABLE half_made (x); SELECT no_such_function();" };
  MIGRATIONS.push(broken);
  try {
    expect(() => migrate(db)).toThrow(/no_such_function/);
  } finally {
    MIGRATIONS.pop();
  }
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_master WHERE name = 'half_made'").pluck().all();
  expect(tables).toEqual([]);
  expect(recorded(db).map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
  db.close();
});

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

  const db = openContentDb(temp.file);
  const versions = db.prepare<[], number>("SELECT version FROM schema_migrations ORDER BY version").pluck().all();
  expect(versions).toEqual(MIGRATIONS.map((migration) => migration.version));
  const due = donationStore(db).pendingSince(new Date(), 10);
  expect(due.map((order) => [order.merchantTradeNo, order.method, order.amount])).toEqual([
    ["D2601010000000OLD01", "Credit", 500],
  ]);
  db.close();
});
