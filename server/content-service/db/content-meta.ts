// The meta marker saying content was loaded into this database once (kept across restarts and reloads).
import type Database from "better-sqlite3";

const SEEDED_KEY = "seeded_at";

export function isSeeded(db: Database.Database): boolean {
  return db.prepare<[string], string>("SELECT value FROM meta WHERE key = ?").pluck().get(SEEDED_KEY) !== undefined;
}

export function markSeeded(db: Database.Database): void {
  db.prepare<[string, string]>("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)").run(
    SEEDED_KEY,
    new Date().toISOString(),
  );
}
