// `npm run db:restore -- --from FILE`: puts a backup in place of the content database (CONTENT_DB), with
// every instance stopped (docs/deploying.md, "Restoring"). The backup must pass SQLite's integrity check;
// the current database and its WAL are kept beside it, renamed, never deleted.
// Exit codes: 0 restored, 1 failed, 2 bad arguments.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadContentConfig } from "../config.js";
import { donationCount, integrityOf } from "./database-copy.js";

const USAGE = "Usage: npm run db:restore -- --from BACKUP_FILE   (stop every instance first)\n";
const COMPANIONS = ["", "-wal", "-shm"];

function restore(backup: string, dbFile: string): string {
  const integrity = integrityOf(backup);
  if (integrity !== "ok") throw new Error(`${backup} failed its integrity check: ${integrity}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const aside = `${dbFile}.before-restore-${stamp}`;
  const partial = `${dbFile}.${process.pid}.partial`;
  fs.copyFileSync(backup, partial);
  fs.chmodSync(partial, 0o600);
  for (const suffix of COMPANIONS) if (fs.existsSync(dbFile + suffix)) fs.renameSync(dbFile + suffix, aside + suffix);
  fs.renameSync(partial, dbFile);
  return aside;
}

function main(argv: string[]): number {
  let from: string | undefined;
  try {
    from = parseArgs({ args: argv, options: { from: { type: "string" } } }).values.from;
  } catch (error) {
    process.stderr.write(`db:restore: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!from) {
    process.stderr.write(`db:restore: --from BACKUP_FILE is required\n${USAGE}`);
    return 2;
  }
  let dbFile: string;
  try {
    dbFile = loadContentConfig(process.env).dbFile;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  const backup = path.resolve(from);
  if (!fs.existsSync(backup)) {
    process.stderr.write(`db:restore: no backup at ${backup}\n`);
    return 2;
  }
  try {
    const aside = restore(backup, dbFile);
    const count = donationCount(dbFile);
    process.stderr.write(`db:restore: ${backup} -> ${dbFile} (${count} donation(s)); the old database is ${aside}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`db:restore: failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
