// Applies the pending schema migrations, each in its own transaction, recorded in schema_migrations.
import type BetterSqlite3 from "better-sqlite3";
import { MIGRATIONS, type Migration } from "./migrations.js";

// Typed by the driver, not content-db.ts, which imports this module.
export function migrate(db: BetterSqlite3.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const isApplied = db.prepare<[number], number>("SELECT 1 FROM schema_migrations WHERE version = ?").pluck();
  const record = db.prepare<[number, string, string]>(
    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
  );
  // Checked inside an immediate transaction, so two processes opening one file apply each migration once.
  const apply = db.transaction((migration: Migration): boolean => {
    if (isApplied.get(migration.version) !== undefined) return false;
    db.exec(migration.sql);
    record.run(migration.version, migration.name, new Date().toISOString());
    return true;
  });
  return MIGRATIONS.filter((migration) => apply.immediate(migration)).map((m) => m.version);
}
