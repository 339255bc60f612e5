// Opening the content database: the folder made, WAL and foreign keys on, every migration applied, the demo
// content and sponsors loaded once (only when seeding), and a file that cannot be migrated refused.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { openContentDb, seedDemoDonationsOnce, type ContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { DEMO_TRADE_NO_PREFIX } from "../../../server/content-service/seed/demo-donations.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

let temp: ReturnType<typeof tempDbFile>;
beforeEach(() => {
  temp = tempDbFile();
});
afterEach(() => temp.remove());
const count = (db: ContentDb, sql: string) => db.prepare<[], number>(sql).pluck().get();
const demoDonations = (db: ContentDb) =>
  count(db, `SELECT COUNT(*) FROM donations WHERE merchant_trade_no LIKE '${DEMO_TRADE_NO_PREFIX}%'`);
const metaKeys = (db: ContentDb) => db.prepare<[], string>("SELECT key FROM meta ORDER BY key").pluck().all();

test("a new file in a new folder: WAL, foreign keys, migrated, the demo content and sponsors loaded", () => {
  const file = path.join(temp.dir, "nested", "content.db");
  const db = openContentDb(file);
  expect(fs.existsSync(file)).toBe(true);
  expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
  expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  expect(db.pragma("synchronous", { simple: true })).toBe(1);
  expect(db.prepare<[], number>("SELECT version FROM schema_migrations ORDER BY version").pluck().all()).toEqual(
    MIGRATIONS.map((m) => m.version),
  );
  expect(metaKeys(db)).toEqual(["demo_donations_at", "seeded_at"]);
  expect(count(db, "SELECT COUNT(*) FROM menu_items")).toBeGreaterThan(0);
  const sponsors = demoDonations(db);
  expect(sponsors).toBeGreaterThan(0);
  db.close();

  const again = openContentDb(file);
  expect(demoDonations(again)).toBe(sponsors);
  expect(seedDemoDonationsOnce(again)).toBe(false);
  expect(demoDonations(again)).toBe(sponsors);
  again.close();
});

test("without seeding: migrated and empty, no marker", () => {
  const db = openContentDb(temp.file, { seed: false });
  expect(count(db, "SELECT COUNT(*) FROM schema_migrations")).toBe(MIGRATIONS.length);
  expect(count(db, "SELECT COUNT(*) FROM menu_items")).toBe(0);
  expect(count(db, "SELECT COUNT(*) FROM donations")).toBe(0);
  expect(metaKeys(db)).toEqual([]);
  db.close();
});

test("demo sponsors go only into a database that never held a donation, once", () => {
  const db = openContentDb(temp.file, { seed: false });
  insertDonation(db, {});
  expect(seedDemoDonationsOnce(db)).toBe(false);
  expect(demoDonations(db)).toBe(0);
  db.prepare("DELETE FROM donations").run();
  expect(seedDemoDonationsOnce(db)).toBe(true);
  expect(demoDonations(db)).toBeGreaterThan(0);
  db.prepare("DELETE FROM donations").run();
  expect(seedDemoDonationsOnce(db)).toBe(false);
  expect(demoDonations(db)).toBe(0);
  db.close();
});

test("a file that cannot be migrated is refused", () => {
  const foreign = new Database(temp.file);
  foreign.exec("CREATE TABLE meta (other TEXT)");
  foreign.close();
  expect(() => openContentDb(temp.file)).toThrow(/meta already exists/);
  fs.rmSync(temp.file);
  const fresh = openContentDb(temp.file, { seed: false });
  expect(count(fresh, "SELECT COUNT(*) FROM schema_migrations")).toBe(MIGRATIONS.length);
  fresh.close();
});
