// The pieces the backup and restore commands share: SQLite's own integrity check, and a verified copy.
import fs from "node:fs";
import Database from "../db/sqlite.js";

/** SQLite's integrity_check of a database file: "ok", or the first problems it lists. */
export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare<[], string>("PRAGMA integrity_check(10)").pluck().all();
    return rows.join("; ");
  } finally {
    db.close();
  }
}

/** Donation rows in a database file (the figure both commands report). */
export function donationCount(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], number>("SELECT count(*) FROM donations").pluck().get() ?? 0;
  } finally {
    db.close();
  }
}

/** The copy carries the live file's WAL mode: switched to a rollback journal, it is one file with no -wal beside it. */
function selfContained(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

/**
 * The live database copied with SQLite's online backup API (a consistent snapshot while the service writes),
 * checked, then renamed into place: a failed backup never leaves half a file under the name.
 */
export async function backupTo(dbFile: string, target: string): Promise<void> {
  const partial = `${target}.${process.pid}.partial`;
  const source = new Database(dbFile, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    // All pages in one step: a write between steps would restart the copy, and a burst could keep restarting it.
    await source.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    fs.chmodSync(partial, 0o600);
    selfContained(partial);
    const integrity = integrityOf(partial);
    if (integrity !== "ok") throw new Error(`the copy failed its integrity check: ${integrity}`);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}
