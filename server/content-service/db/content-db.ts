// Opens the content database (WAL) and migrates it. Loading content and demo sponsors is the caller's step
// (main.ts's start-up, content:reset): opening a database knows nothing of what goes in it.
import fs from "node:fs";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import Database from "./sqlite.js";
import { migrate } from "./migrate.js";

export type ContentDb = BetterSqlite3.Database;

export function openContentDb(file: string): ContentDb {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: 5000 });
  try {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON");
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
