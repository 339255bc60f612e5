// `npm run db:restore -- --from FILE`, every instance stopped (docs/deploying.md, "Restoring"); the current
// database is kept beside it, renamed. Exit 0 restored, 1 failed, 2 bad arguments.
import fs from "node:fs";
import path from "node:path";
import { loadContentConfig } from "../config.js";
import { donationCount, integrityOf } from "./database-copy.js";
import { CommandFailure, parseOptions, runOperatorCommand, UsageError } from "./operator-command.js";

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

await runOperatorCommand("db:restore", USAGE, (args, say) => {
  const { from } = parseOptions({ args, options: { from: { type: "string" } } }).values;
  if (!from) throw new UsageError("--from BACKUP_FILE is required");
  const { dbFile } = loadContentConfig(process.env);
  const backup = path.resolve(from);
  if (!fs.existsSync(backup)) throw new CommandFailure(`no backup at ${backup}`, 2);
  const aside = restore(backup, dbFile);
  say(`${backup} -> ${dbFile} (${donationCount(dbFile)} donation(s)); the old database is ${aside}`);
});
