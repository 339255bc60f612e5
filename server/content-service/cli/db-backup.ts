// `npm run db:backup -- --out FILE` (docs/deploying.md, "Backups"). Exit 0 written, 1 failed, 2 bad arguments.
import fs from "node:fs";
import path from "node:path";
import { backupTo, donationCount } from "./database-copy.js";
import {
  CommandFailure,
  contentConfigWithDatabase,
  parseOptions,
  runOperatorCommand,
  UsageError,
} from "./operator-command.js";

const USAGE = "Usage: npm run db:backup -- --out FILE\n";

await runOperatorCommand("db:backup", USAGE, async (args, say) => {
  const { out } = parseOptions({ args, options: { out: { type: "string" } } }).values;
  if (!out) throw new UsageError("--out FILE is required");
  const { dbFile } = contentConfigWithDatabase();
  const target = path.resolve(out);
  if (fs.existsSync(target)) throw new CommandFailure(`${target} exists; refused (name each backup anew)`, 2);
  await backupTo(dbFile, target);
  say(`${dbFile} -> ${target} (${donationCount(target)} donation(s), integrity ok)`);
});
