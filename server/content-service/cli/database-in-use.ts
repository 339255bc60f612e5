// Whether another process has the content database open (db:restore's lock probe).
import fs from "node:fs";
import Database from "../db/sqlite.js";

/**
 * Every connection that has read a WAL-mode database holds a shared lock on the file until it closes (SQLite
 * itself relies on that before deleting a WAL), so an exclusive lock refused at once, without waiting, means
 * another process has it open: a service, a backup or a receipts run. In exclusive locking mode the probe
 * never maps the -shm, so a refusal leaves the live files byte for byte as they were. A file SQLite cannot read
 * as a database (the usual reason to restore) is open in no service: that is not "in use".
 */
export function databaseInUse(dbFile: string): boolean {
  if (!fs.existsSync(dbFile)) return false;
  const db = new Database(dbFile, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch (error) {
    if (error instanceof Database.SqliteError && error.code.startsWith("SQLITE_BUSY")) return true;
    if (error instanceof Database.SqliteError && /^SQLITE_(NOTADB|CORRUPT)/.test(error.code)) return false;
    throw error;
  } finally {
    db.close();
  }
}
