// db:restore's copy of a backup, made beside the live database and checked before anything is renamed: this
// site's schema, undamaged, the rows committed in a -wal beside it folded in, migrated to this build, one file.
import fs from "node:fs";
import type { ContentDb } from "../db/content-db.js";
import { migrate } from "../db/migrate.js";
import Database from "../db/sqlite.js";
import { messageOf } from "./operator-command.js";
import { checkContentSchema, LATEST_MIGRATION } from "./content-schema-check.js";

/** Why the backup cannot be restored (the command says "refused", not "failed"). */
export class RestoreRefused extends Error {}

export interface RestorableCopy {
  donations: number;
  /** The backup's migration, and this build's latest that the copy now has. */
  migratedFrom: number;
  migratedTo: number;
}

const SQLITE_HEADER = Buffer.from("SQLite format 3\0");
// A raw copy (`cp`) of a live database may have committed rows in its -wal, or a hot -journal to roll back:
// SQLite applies either when the copy is opened. Its -shm is rebuilt from the -wal, so it is not copied.
const BACKUP_COMPANIONS = ["", "-wal", "-journal"];

export function removeCopy(copy: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(copy + suffix, { force: true });
}

function startsAsSqlite(file: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, "r");
  try {
    return fs.readSync(fd, header, 0, header.length, 0) === header.length && header.equals(SQLITE_HEADER);
  } finally {
    fs.closeSync(fd);
  }
}

function integrity(db: ContentDb): string {
  return db.prepare<[], string>("PRAGMA integrity_check(10)").pluck().all().join("; ");
}

function rowCounts(db: ContentDb, tables: Iterable<string>): Map<string, number> {
  return new Map(
    [...tables].map((table) => [table, db.prepare<[], number>(`SELECT count(*) FROM "${table}"`).pluck().get() ?? 0]),
  );
}

function tableNames(db: ContentDb): string[] {
  return db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
}

/** Checked, its -wal folded into it (journal_mode DELETE checkpoints and removes it), migrated: its row counts. */
function foldAndMigrate(backup: string, copy: string): { counts: Map<string, number>; from: number } {
  const db = new Database(copy, { fileMustExist: true, timeout: 0 });
  try {
    const schema = checkContentSchema(db);
    if (!schema.ok) throw new RestoreRefused(`${backup} ${schema.why}`);
    const found = integrity(db);
    if (found !== "ok") throw new RestoreRefused(`${backup} is damaged: ${found}`);
    const counts = rowCounts(db, tableNames(db));
    if (db.pragma("journal_mode = DELETE", { simple: true }) !== "delete")
      throw new Error("the copy's -wal could not be folded into it");
    db.pragma("foreign_keys = ON");
    try {
      migrate(db);
    } catch (error) {
      throw new RestoreRefused(
        `${backup} could not be migrated from ${schema.version} to ${LATEST_MIGRATION}: ${messageOf(error)}`,
      );
    }
    return { counts, from: schema.version };
  } finally {
    db.close();
  }
}

/** Tables of which `copy`, opened alone, holds fewer rows than the backup with its -wal did. */
function rowsLost(copy: string, counts: Map<string, number>): string[] {
  const db = new Database(copy, { readonly: true, fileMustExist: true });
  try {
    const now = rowCounts(db, counts.keys());
    return [...counts]
      .filter(([table, n]) => (now.get(table) ?? 0) < n)
      .map(([table, n]) => `${table} ${n} -> ${now.get(table) ?? 0}`);
  } finally {
    db.close();
  }
}

function makeCopy(backup: string, copy: string): RestorableCopy {
  for (const suffix of BACKUP_COMPANIONS)
    if (fs.existsSync(backup + suffix)) fs.copyFileSync(backup + suffix, copy + suffix);
  fs.chmodSync(copy, 0o600);
  const { counts, from } = foldAndMigrate(backup, copy);
  const left = ["-wal", "-shm", "-journal"].filter((suffix) => fs.existsSync(copy + suffix));
  if (left.length) throw new Error(`the copy still has ${left.join(", ")} beside it`);
  const lost = rowsLost(copy, counts);
  if (lost.length) throw new Error(`the copy lost rows: ${lost.join(", ")}`);
  return { donations: counts.get("donations") ?? 0, migratedFrom: from, migratedTo: LATEST_MIGRATION };
}

/** `copy` becomes the file to put in place, or is removed and the reason thrown; `backup` is only read. */
export function makeRestorableCopy(backup: string, copy: string): RestorableCopy {
  if (fs.statSync(backup).size === 0) throw new RestoreRefused(`${backup} is empty (0 bytes)`);
  if (!startsAsSqlite(backup)) throw new RestoreRefused(`${backup} is not an SQLite database`);
  try {
    return makeCopy(backup, copy);
  } catch (error) {
    removeCopy(copy);
    if (error instanceof Database.SqliteError && /^SQLITE_(NOTADB|CORRUPT)/.test(error.code))
      throw new RestoreRefused(`${backup} is damaged: ${error.message}`);
    throw error;
  }
}
