// `npm run content:check -- [folder] [--write-schemas]` (docs/content.md). Exit 0 valid, 1 errors, 2 bad arguments
// or settings. Checks with the size limits the service is given (CONTENT_FILE_MAX_BYTES, CONTENT_FOLDER_MAX_BYTES).
import path from "node:path";
import { contentLimitsFromEnv } from "../content-files/content-limits.js";
import { listContentFiles } from "../content-files/content-file-list.js";
import { readContentFolder } from "../content-files/read-content-folder.js";
import { writeJsonSchemas } from "../content-files/json-schemas.js";

const USAGE = "usage: npm run content:check -- [folder] [--write-schemas]";
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith("--"));
const folders = args.filter((arg) => !arg.startsWith("--"));
if (folders.length > 1 || flags.some((flag) => flag !== "--write-schemas")) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const settings = contentLimitsFromEnv(process.env);
if (!settings.ok) {
  process.stderr.write(`${settings.problems.join("\n")}\n`);
  process.exit(2);
}
const { limits } = settings;
const folder = path.resolve(folders[0] ?? (process.env.CONTENT_DIR || "server/content-service/demo-content"));

function refuse(errors: string[]): never {
  for (const error of errors) process.stderr.write(`${error}\n`);
  process.stderr.write(`${folder}: ${errors.length} error(s); nothing was loaded (內容有誤，未載入)\n`);
  process.exit(1);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

if (flags.includes("--write-schemas")) {
  // Files are rewritten only once each is known to be a plain file of the folder, within the limits.
  try {
    const listed = listContentFiles(folder, limits);
    if (!listed.ok) refuse(listed.errors);
    writeJsonSchemas(folder);
  } catch (error) {
    refuse([`${folder}: schemas not written: ${message(error)}`]);
  }
}
const read = readContentFolder(folder, { limits });
if (!read.ok) refuse(read.errors);
const { content } = read;
const records = Object.values(content).reduce((sum, value) => sum + (Array.isArray(value) ? value.length : 1), 0);
process.stdout.write(`${folder}: valid (${records} files, ${read.media.size} photos and videos)\n`);
