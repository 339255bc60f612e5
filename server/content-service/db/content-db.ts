// Opens the content database (WAL) and migrates it; a fresh demo database gets the demo content.
import fs from "node:fs";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import Database from "./sqlite.js";
import { isSeeded } from "./content-meta.js";
import { migrate } from "./migrate.js";
import { DEMO_CONTENT_DIR } from "../content-files/demo-content-dir.js";
import { loadContentFolder } from "../content-files/load-content-folder.js";
import { seedDemoDonations } from "../seed/demo-donations.js";

export type ContentDb = BetterSqlite3.Database;

/** With `seed` (the default), a database never seeded gets the demo content and sponsors, once. */
export function openContentDb(file: string, { seed = true }: { seed?: boolean } = {}): ContentDb {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: 5000 });
  try {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON");
    migrate(db);
    if (seed && !isSeeded(db)) {
      const loaded = loadContentFolder(db, DEMO_CONTENT_DIR);
      if (!loaded.ok) throw new Error(`demo content: ${loaded.errors.join("; ")}`);
      seedDemoDonationsOnce(db);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Only into a database that has never held a donation. */
export function seedDemoDonationsOnce(db: ContentDb): boolean {
  return db
    .transaction((): boolean => {
      const any = db.prepare<[], number>("SELECT 1 FROM donations LIMIT 1").pluck().get();
      const marked = db.prepare<[], string>("SELECT value FROM meta WHERE key = 'demo_donations_at'").pluck().get();
      if (any !== undefined || marked !== undefined) return false;
      seedDemoDonations(db);
      db.prepare("INSERT INTO meta (key, value) VALUES ('demo_donations_at', ?)").run(new Date().toISOString());
      return true;
    })
    .immediate();
}
