// `npm run db:restore -- --from FILE`, every instance stopped (docs/deploying.md, "Restoring"); the current
// database is kept beside it, renamed. Exit 0 restored, 1 refused or failed (nothing changed), 2 bad arguments.
import fs from "node:fs";
import path from "node:path";
import { loadContentConfig } from "../config.js";
import { databaseInUse } from "./database-in-use.js";
import { CommandFailure, messageOf, parseOptions, runOperatorCommand, UsageError } from "./operator-command.js";
import { makeRestorableCopy, removeCopy, RestoreRefused, type RestorableCopy } from "./restorable-copy.js";

const USAGE = "Usage: npm run db:restore -- --from BACKUP_FILE   (stop every instance first)\n";
// A hot -journal left beside the old database would be rolled back into the restored one: it goes aside too.
const COMPANIONS = ["", "-wal", "-shm", "-journal"];
const STOP_FIRST =
  "stop every instance first (systemctl stop 'website@*' on a server, npm run serve or dev on a workstation), " +
  "let any db:backup, receipts or donations:export run end, then run db:restore again";

/**
 * The checked copy, beside the live database, with nobody holding that; on any failure the copy is gone. The lock
 * is probed last: once it is taken, closing it folds the live -wal into the database that is then set aside.
 */
function prepare(backup: string, dbFile: string, copy: string): RestorableCopy {
  try {
    const made = makeRestorableCopy(backup, copy);
    if (databaseInUse(dbFile)) throw new RestoreRefused(`${dbFile} is in use by another process: ${STOP_FIRST}`);
    return made;
  } catch (error) {
    removeCopy(copy);
    const what = error instanceof RestoreRefused ? `refused: ${error.message}` : `failed: ${messageOf(error)}`;
    throw new CommandFailure(`${what}; nothing was changed`);
  }
}

/** The old database and its companions set aside (its name, or null when there was none), the copy put in. */
function install(copy: string, dbFile: string): string | null {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const aside = `${dbFile}.before-restore-${stamp}`;
  const moved = COMPANIONS.filter((suffix) => fs.existsSync(dbFile + suffix));
  for (const suffix of moved) fs.renameSync(dbFile + suffix, aside + suffix);
  fs.renameSync(copy, dbFile);
  return moved.includes("") ? aside : null;
}

await runOperatorCommand("db:restore", USAGE, (args, say) => {
  const { from } = parseOptions({ args, options: { from: { type: "string" } } }).values;
  if (!from) throw new UsageError("--from BACKUP_FILE is required");
  const { dbFile } = loadContentConfig(process.env);
  const backup = path.resolve(from);
  if (!fs.existsSync(backup)) throw new CommandFailure(`no backup at ${backup}`, 2);
  const copy = `${dbFile}.${process.pid}.partial`;
  const made = prepare(backup, dbFile, copy);
  const aside = install(copy, dbFile);
  const migrated =
    made.migratedFrom === made.migratedTo ? "" : `, migrated from ${made.migratedFrom} to ${made.migratedTo}`;
  const old = aside === null ? `there was no database at ${dbFile}` : `the old database is ${aside}`;
  say(`${backup} -> ${dbFile} (${made.donations} donation(s)${migrated}); ${old}`);
});
