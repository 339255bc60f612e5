// `npm run db:backup -- --out FILE`: an online copy of the content database (CONTENT_DB), consistent while
// the service takes donations (docs/deploying.md, "Backups"). Exit codes: 0 written, 1 failed, 2 bad arguments.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadContentConfig } from "../config.js";
import { backupTo, donationCount } from "./database-copy.js";

const USAGE = "Usage: npm run db:backup -- --out FILE\n";

async function main(argv: string[]): Promise<number> {
  let out: string | undefined;
  try {
    out = parseArgs({ args: argv, options: { out: { type: "string" } } }).values.out;
  } catch (error) {
    process.stderr.write(`db:backup: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!out) {
    process.stderr.write(`db:backup: --out FILE is required\n${USAGE}`);
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
  const target = path.resolve(out);
  if (!fs.existsSync(dbFile)) {
    process.stderr.write(`db:backup: no content database at ${dbFile} (CONTENT_DB)\n`);
    return 1;
  }
  if (fs.existsSync(target)) {
    process.stderr.write(`db:backup: ${target} exists; refused (name each backup anew)\n`);
    return 2;
  }
  try {
    await backupTo(dbFile, target);
    process.stderr.write(`db:backup: ${dbFile} -> ${target} (${donationCount(target)} donation(s), integrity ok)\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`db:backup: failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
