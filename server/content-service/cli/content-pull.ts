// `npm run content:pull` (docs/content.md, "Moving off another backend"). Exit 0 written, 1 upstream failed or
// addresses left out of the folder, 2 usage.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PullStopped } from "../content-files/pull-fetch.js";
import { pullContent } from "../content-files/pull-content.js";
import { DEFAULT_PULL_LIMITS, LIMIT_OPTIONS, type PullLimits } from "../content-files/pull-options.js";
import { readContentFolder } from "../content-files/read-content-folder.js";
import { contentLimitsFromEnv } from "../content-files/content-limits.js";

const USAGE =
  "usage: npm run content:pull -- --from <UPSTREAM_URL> --out <folder> [--page-path <path>]... [--charity <id>]...\n" +
  "  [--max-media-mb <n>] [--max-json-mb <n>] [--max-total-mb <n>] [--request-timeout-s <n>] [--total-timeout-s <n>]";

const MB = 1024 * 1024;
/** A timer past 2^31 - 1 ms fires at once: a longer time is no limit in all but name. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Each limit's option is given in megabytes (2^20 bytes) or seconds, and its most. */
const LIMIT_UNITS: readonly [keyof PullLimits, number, number][] = [
  ["mediaMaxBytes", MB, Number.MAX_SAFE_INTEGER],
  ["jsonMaxBytes", MB, Number.MAX_SAFE_INTEGER],
  ["totalMaxBytes", MB, Number.MAX_SAFE_INTEGER],
  ["requestTimeoutMs", 1000, LONGEST_TIMER_MS],
  ["totalTimeoutMs", 1000, LONGEST_TIMER_MS],
];

function limitsOf(values: Record<string, unknown>): PullLimits {
  const limits = { ...DEFAULT_PULL_LIMITS };
  for (const [limit, unit, most] of LIMIT_UNITS) {
    const given = values[LIMIT_OPTIONS[limit].slice(2)];
    if (given === undefined) continue;
    const value = Number(given);
    if (typeof given !== "string" || !Number.isFinite(value) || value <= 0)
      throw new Error(`${LIMIT_OPTIONS[limit]} takes a positive number`);
    limits[limit] = Math.min(Math.max(1, Math.round(value * unit)), most);
  }
  return limits;
}

function argumentsOrExit() {
  try {
    const { values } = parseArgs({
      options: {
        from: { type: "string" },
        out: { type: "string" },
        "page-path": { type: "string", multiple: true },
        charity: { type: "string", multiple: true },
        ...Object.fromEntries(Object.values(LIMIT_OPTIONS).map((option) => [option.slice(2), { type: "string" }])),
      },
    });
    if (!values.from || !/^https?:\/\//.test(values.from) || !values.out) throw new Error("missing --from or --out");
    const charityIds = (values.charity ?? []).map(Number);
    if (charityIds.some((id) => !Number.isInteger(id) || id < 1)) throw new Error("--charity takes a charity id");
    return {
      from: values.from,
      out: path.resolve(values.out),
      pagePaths: values["page-path"] ?? [],
      charityIds,
      limits: limitsOf(values),
    };
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
// The pulled folder is checked as the service will load it: with its size settings.
const settings = contentLimitsFromEnv(process.env);
if (!settings.ok) {
  process.stderr.write(`${settings.problems.join("\n")}\n`);
  process.exit(2);
}
try {
  const { files, media, skipped } = await pullContent({
    ...options,
    onSkipped: (address, reason) => void process.stderr.write(`content:pull: skipped ${address}: ${reason}\n`),
  });
  const check = readContentFolder(options.out, { limits: settings.limits });
  process.stdout.write(`${options.out}: ${files} files, ${media} photos and videos from ${options.from}\n`);
  if (!check.ok) for (const error of check.errors) process.stderr.write(`${error}\n`);
  if (skipped > 0)
    process.stderr.write(
      `content:pull: ${skipped} ${skipped === 1 ? "address" : "addresses"} skipped (above): the folder is written without them\n`,
    );
  process.exit(check.ok && skipped === 0 ? 0 : 1);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`content:pull ${error instanceof PullStopped ? "stopped" : "failed"}: ${message}\n`);
  process.exit(1);
}
