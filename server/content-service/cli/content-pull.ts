// `npm run content:pull` (docs/content.md, "Moving off another backend"). Exit 0 written, 1 upstream failed, 2 usage.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pullContent } from "../content-files/pull-content.js";
import { readContentFolder } from "../content-files/read-content-folder.js";

const USAGE =
  "usage: npm run content:pull -- --from <UPSTREAM_URL> --out <folder> [--page-path <path>]... [--charity <id>]...";

function argumentsOrExit() {
  try {
    const { values } = parseArgs({
      options: {
        from: { type: "string" },
        out: { type: "string" },
        "page-path": { type: "string", multiple: true },
        charity: { type: "string", multiple: true },
      },
    });
    if (!values.from || !/^https?:\/\//.test(values.from) || !values.out) throw new Error("missing --from or --out");
    const charityIds = (values.charity ?? []).map(Number);
    if (charityIds.some((id) => !Number.isInteger(id) || id < 1)) throw new Error("--charity takes a charity id");
    return { from: values.from, out: path.resolve(values.out), pagePaths: values["page-path"] ?? [], charityIds };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
}

const options = argumentsOrExit();
if (fs.existsSync(options.out) && fs.readdirSync(options.out).length > 0) {
  process.stderr.write(`${options.out} is not empty: pull into a new folder\n`);
  process.exit(2);
}
try {
  const { files, media } = await pullContent(options);
  const check = readContentFolder(options.out);
  process.stdout.write(`${options.out}: ${files} files, ${media} photos and videos from ${options.from}\n`);
  if (!check.ok) for (const error of check.errors) process.stderr.write(`${error}\n`);
  process.exit(check.ok ? 0 : 1);
} catch (error) {
  process.stderr.write(`content:pull failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
