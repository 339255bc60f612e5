// `npm run content:check -- [folder] [--write-schemas]` (docs/content.md). Exit 0 valid, 1 errors, 2 bad arguments.
import path from "node:path";
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
const folder = path.resolve(folders[0] ?? (process.env.CONTENT_DIR || "server/content-service/demo-content"));
if (flags.includes("--write-schemas")) writeJsonSchemas(folder);
const read = readContentFolder(folder);
if (!read.ok) {
  for (const error of read.errors) process.stderr.write(`${error}\n`);
  process.stderr.write(`${folder}: ${read.errors.length} error(s); nothing was loaded (內容有誤，未載入)\n`);
  process.exit(1);
}
const { content } = read;
const records = Object.values(content).reduce((sum, value) => sum + (Array.isArray(value) ? value.length : 1), 0);
process.stdout.write(`${folder}: valid (${records} files, ${read.media.size} photos and videos)\n`);
