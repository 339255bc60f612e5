// db:restore's schema check on in-memory databases: which files are this site's, at which migration.
import { afterEach, expect, test } from "vitest";
import { checkContentSchema, LATEST_MIGRATION } from "../../../server/content-service/cli/content-schema-check.js";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { migratedMemoryDb } from "../migrated-db.js";

let db: ContentDb;
const whyNotOurs = (database: ContentDb): string => {
  const check = checkContentSchema(database);
  return check.ok ? "passed" : check.why;
};
afterEach(() => db.close());

/** An in-memory database with the first `count` migrations applied and recorded. */
function migratedTo(count: number): ContentDb {
  const memory = new Database(":memory:");
  memory.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const migration of MIGRATIONS.slice(0, count)) {
    memory.exec(migration.sql);
    memory.prepare("INSERT INTO schema_migrations VALUES (?, ?, '')").run(migration.version, migration.name);
  }
  return memory;
}

test("this build's database passes at its migration, an older one at its own", () => {
  db = migratedMemoryDb();
  expect(checkContentSchema(db)).toEqual({ ok: true, version: LATEST_MIGRATION });
  db.close();
  db = migratedTo(3);
  expect(checkContentSchema(db)).toEqual({ ok: true, version: MIGRATIONS[2]?.version });
});

test("names what makes a database not this site's", () => {
  db = new Database(":memory:");
  expect(checkContentSchema(db)).toEqual({
    ok: false,
    why: "is not this site's content database: no schema_migrations table (it holds no table)",
  });
  db.close();
  db = migratedTo(0);
  expect(whyNotOurs(db)).toContain("migrations (none)");
  db.close();
  db = migratedTo(4);
  db.prepare("DELETE FROM schema_migrations WHERE version = 2").run();
  expect(whyNotOurs(db)).toContain("its recorded migrations (1, 3, 4) are not this build's");
  db.close();
  db = migratedTo(4);
  db.exec("ALTER TABLE donations DROP COLUMN checked_at");
  expect(whyNotOurs(db)).toContain("table donations lacks checked_at");
  db.close();
  db = migratedTo(4);
  db.exec("DROP TABLE articles");
  expect(whyNotOurs(db)).toContain("no articles table");
});
