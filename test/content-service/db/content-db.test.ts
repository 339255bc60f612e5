// Opening the content database: the folder made, WAL and foreign keys on, every migration applied, nothing
// loaded (content and demo sponsors are the caller's step), and a file that cannot be migrated refused.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { tempDbFile } from "../content-test-service.js";

let temp: ReturnType<typeof tempDbFile>;
beforeEach(() => {
  temp = tempDbFile();
});
afterEach(() => temp.remove());
const count = (db: ContentDb, sql: string) => db.prepare<[], number>(sql).pluck().get();
const metaKeys = (db: ContentDb) => db.prepare<[], string>("SELECT key FROM meta ORDER BY key").pluck().all();

test("a new file in a new folder: WAL, foreign keys, every migration applied, nothing loaded", () => {
  const file = path.join(temp.dir, "nested", "content.db");
  const db = openContentDb(file);
  expect(fs.existsSync(file)).toBe(true);
  expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
  expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  expect(db.pragma("synchronous", { simple: true })).toBe(1);
  expect(db.prepare<[], number>("SELECT version FROM schema_migrations ORDER BY version").pluck().all()).toEqual(
    MIGRATIONS.map((m) => m.version),
  );
  expect(count(db, "SELECT COUNT(*) FROM menu_items")).toBe(0);
  expect(count(db, "SELECT COUNT(*) FROM donations")).toBe(0);
  expect(metaKeys(db)).toEqual([]);
  db.prepare("INSERT INTO meta (key, value) VALUES ('kept', 'yes')").run();
  db.close();

  const again = openContentDb(file);
  expect(count(again, "SELECT COUNT(*) FROM schema_migrations")).toBe(MIGRATIONS.length);
  expect(metaKeys(again)).toEqual(["kept"]);
  again.close();
});

test("a file that cannot be migrated is refused", () => {
  const foreign = new Database(temp.file);
  foreign.exec("CREATE TABLE meta (other TEXT)");
  foreign.close();
  expect(() => openContentDb(temp.file)).toThrow(/meta already exists/);
  fs.rmSync(temp.file);
  const fresh = openContentDb(temp.file);
  expect(count(fresh, "SELECT COUNT(*) FROM schema_migrations")).toBe(MIGRATIONS.length);
  fresh.close();
});
