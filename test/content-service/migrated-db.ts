// Test helper: an empty in-memory content database with every migration applied, and a row writer for it.
import Database from "../../server/content-service/db/sqlite.js";
import type { ContentDb } from "../../server/content-service/db/content-db.js";
import { migrate } from "../../server/content-service/db/migrate.js";

export function migratedMemoryDb(): ContentDb {
  const db = new Database(":memory:");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  return db;
}

type Value = string | number | null;

/** Inserts each row into `table`, its keys the column names. */
export function insertRows(db: ContentDb, table: string, rows: Record<string, Value>[]): void {
  for (const row of rows) {
    const columns = Object.keys(row);
    db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run(
      row,
    );
  }
}
