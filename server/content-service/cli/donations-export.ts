// `npm run donations:export` (docs/donation-records.md). Exit 0 written, 1 config/database/output failed, 2 usage.
import fs from "node:fs";
import { once } from "node:events";
import path from "node:path";
import type { Writable } from "node:stream";
import { CSV_BOM, csvLine } from "./csv-text.js";
import { donationRecords, openRecordsDb, RECORD_HEADER } from "./donation-records.js";
import { parseExportArguments, USAGE, type ExportRequest } from "./export-arguments.js";
import { CommandFailure, contentConfigWithDatabase, runOperatorCommand } from "./operator-command.js";

const CHUNK_CHARS = 64 * 1024;

async function writeRecords(out: Writable, request: ExportRequest, dbFile: string): Promise<number> {
  const db = openRecordsDb(dbFile);
  try {
    let chunk = CSV_BOM + csvLine(RECORD_HEADER);
    let count = 0;
    for (const cells of donationRecords(db, request)) {
      chunk += csvLine(cells);
      count += 1;
      if (chunk.length < CHUNK_CHARS) continue;
      // Backpressure: a slow disk or pipe never makes the whole export pile up in memory.
      if (!out.write(chunk)) await once(out, "drain");
      chunk = "";
    }
    if (!out.write(chunk)) await once(out, "drain");
    return count;
  } finally {
    db.close();
  }
}

/** Written beside the target and renamed: a failed export never leaves half a file. */
async function exportToFile(file: string, request: ExportRequest, dbFile: string): Promise<number> {
  const target = path.resolve(file);
  const partial = `${target}.${process.pid}.partial`;
  // The file holds donors' names, phones and addresses: readable by its owner only.
  const out = fs.createWriteStream(partial, { flags: "wx", mode: 0o600 });
  try {
    await once(out, "open");
    const count = await writeRecords(out, request, dbFile);
    out.end();
    await once(out, "finish");
    fs.renameSync(partial, target);
    return count;
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function exportToStdout(request: ExportRequest, dbFile: string): Promise<number> {
  // A closed pipe (`| head`) surfaces here as an error rather than an unhandled event.
  const failed = new Promise<never>((_, reject) => process.stdout.once("error", reject));
  return Promise.race([writeRecords(process.stdout, request, dbFile), failed]);
}

/** The export is renamed over its target: aimed at the database, that would replace it. */
function isDatabaseFile(out: string, dbFile: string): boolean {
  const target = path.resolve(out);
  const companions = ["", "-wal", "-shm", "-journal"].map((suffix) => dbFile + suffix);
  if (companions.includes(target)) return true;
  // The same file under another name (a link, a second path to the same folder).
  try {
    const [a, b] = [fs.statSync(target), fs.statSync(dbFile)];
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}

/** npm's banner would sit in front of the byte-order mark (docs/donation-records.md). */
function npmBannerInOutput(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): boolean {
  return env.npm_lifecycle_event !== undefined && env.npm_config_loglevel !== "silent" && !stdoutIsTerminal;
}

await runOperatorCommand("donations:export", USAGE, async (argv, say) => {
  const parsed = parseExportArguments(argv);
  if (parsed.kind === "help") return "help";
  const request = parsed.request;
  if (request.out === null && npmBannerInOutput(process.env, process.stdout.isTTY === true))
    throw new CommandFailure(
      'npm writes its "> group-website …" banner to standard output too, so the CSV would not open cleanly; ' +
        "use --out FILE, or npm run --silent donations:export -- … > FILE",
      2,
    );
  const { dbFile } = contentConfigWithDatabase();
  if (request.out !== null && isDatabaseFile(request.out, dbFile))
    throw new CommandFailure(`--out ${request.out} is the content database (or its WAL); refused`, 2);
  const count =
    request.out === null ? await exportToStdout(request, dbFile) : await exportToFile(request.out, request, dbFile);
  const range = `${request.from} – ${request.to}, by ${request.by === "paid" ? "payment" : "creation"} date (Taipei)`;
  say(`${count} record(s), ${range}${request.out ? ` -> ${request.out}` : ""}`);
});
