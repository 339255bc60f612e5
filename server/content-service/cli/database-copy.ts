// What the backup and restore commands share.
import fs from "node:fs";
import Database from "../db/sqlite.js";

export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare<[], string>("PRAGMA integrity_check(10)").pluck().all();
    return rows.join("; ");
  } finally {
    db.close();
  }
}

export function donationCount(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], number>("SELECT count(*) FROM donations").pluck().get() ?? 0;
  } finally {
    db.close();
  }
}

/** Switched from WAL to a rollback journal, the copy is one file with no -wal beside it. */
function selfContained(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

/** SQLite's online backup (a consistent snapshot while the service writes), checked, then renamed into place. */
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
