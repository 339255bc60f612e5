// Opens the content database file (WAL mode), brings the schema up to date and seeds it on first start.
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { openKeptDatabase } from "./kept-objects.js";
import { migrate } from "./migrate.js";
import { seedContent } from "../seed/seed-content.js";

export type ContentDb = Database.Database;

const SEEDED_KEY = "seeded_at";

/** Opens (creating if needed) the database file; seeds it unless `seed` is false or it was seeded before. */
export function openContentDb(file: string, { seed = true }: { seed?: boolean } = {}): ContentDb {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = openKeptDatabase(file, { timeout: 5000 });
  try {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON");
    migrate(db);
    if (seed) seedOnce(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Drops everything (content, donations, migrations) and builds a freshly seeded database. */
export function resetContentDb(db: ContentDb): void {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all();
  db.exec("PRAGMA foreign_keys = OFF");
  db.transaction(() => {
    for (const table of tables) db.exec(`DROP TABLE IF EXISTS "${table.replaceAll('"', '""')}"`);
  }).immediate();
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  seedOnce(db);
}

/** Seeds in one transaction together with the marker, so a crash mid-seed leaves nothing half-done. */
function seedOnce(db: ContentDb): boolean {
  const seededAt = db.prepare<[string], string>("SELECT value FROM meta WHERE key = ?").pluck();
  const mark = db.prepare<[string, string]>("INSERT INTO meta (key, value) VALUES (?, ?)");
  return db
    .transaction((): boolean => {
      if (seededAt.get(SEEDED_KEY) !== undefined) return false;
      seedContent(db);
      mark.run(SEEDED_KEY, new Date().toISOString());
      return true;
    })
    .immediate();
}
