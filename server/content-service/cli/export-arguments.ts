// The donations:export command line, checked in full before anything is opened.
import { parseOptions, UsageError as ArgumentError } from "./operator-command.js";

export const EXPORT_STATUSES = ["paid", "pending", "failed", "expired"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_DATE_COLUMNS = ["created", "paid"] as const;
export type ExportDateColumn = (typeof EXPORT_DATE_COLUMNS)[number];

export interface ExportRequest {
  /** Taipei calendar days, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  /** [start, end) as UTC instants, comparable with the stored ISO timestamps. */
  start: string;
  end: string;
  status: ExportStatus | null;
  by: ExportDateColumn;
  out: string | null;
}

export type ParsedArguments = { kind: "help" } | { kind: "export"; request: ExportRequest };

export const USAGE = `Usage: npm run donations:export -- --from YYYY-MM-DD --to YYYY-MM-DD [options]

Writes the donation records of the content database (CONTENT_DB) as CSV for the accountant:
UTF-8 with a byte-order mark, CRLF line ends, one header row in Traditional Chinese.

  --from YYYY-MM-DD   first day, a Taipei calendar day (UTC+8), inclusive
  --to YYYY-MM-DD     last day, inclusive
  --status S          only donations in this state: ${EXPORT_STATUSES.join(" | ")}
  --by created|paid   the date the range applies to: the order's creation (default) or its payment
  --out FILE          write to FILE (created readable by its owner only) instead of standard output
  -h, --help          this text

Standard output under npm needs --silent (npm prints a banner there):
  npm run --silent donations:export -- --from 2026-01-01 --to 2026-12-31 > donations-2026.csv

Exit codes: 0 written, 1 the database or the output could not be used, 2 bad arguments.
`;

export { ArgumentError };

const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export function taipeiDayStart(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over into March: a day that does not exist is refused, not moved.
  if (year < 1970 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc - TAIPEI_OFFSET_MS;
}

export function parseExportArguments(args: readonly string[]): ParsedArguments {
  const { values, tokens } = parseOptions({
    args: [...args],
    options: {
      from: { type: "string" },
      to: { type: "string" },
      status: { type: "string" },
      by: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
    tokens: true,
  });
  if (values.help) return { kind: "help" };

  // Given twice, an option is ambiguous: which range did the operator mean?
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name)) throw new ArgumentError(`--${token.name} is given more than once`);
    seen.add(token.name);
  }

  if (values.from === undefined || values.to === undefined) throw new ArgumentError("--from and --to are required");
  const start = taipeiDayStart(values.from);
  if (start === null) throw new ArgumentError(`--from must be a calendar day YYYY-MM-DD (got "${values.from}")`);
  const lastDay = taipeiDayStart(values.to);
  if (lastDay === null) throw new ArgumentError(`--to must be a calendar day YYYY-MM-DD (got "${values.to}")`);
  if (lastDay < start) throw new ArgumentError(`--to (${values.to}) is before --from (${values.from})`);

  const status = values.status ?? null;
  if (status !== null && !isOneOf(EXPORT_STATUSES, status))
    throw new ArgumentError(`--status must be one of ${EXPORT_STATUSES.join(", ")} (got "${status}")`);
  const by = values.by ?? "created";
  if (!isOneOf(EXPORT_DATE_COLUMNS, by))
    throw new ArgumentError(`--by must be one of ${EXPORT_DATE_COLUMNS.join(", ")} (got "${by}")`);
  if (values.out !== undefined && values.out.trim() === "") throw new ArgumentError("--out needs a file name");

  return {
    kind: "export",
    request: {
      from: values.from,
      to: values.to,
      start: new Date(start).toISOString(),
      end: new Date(lastDay + DAY_MS).toISOString(),
      status,
      by,
      out: values.out ?? null,
    },
  };
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return list.some((item) => item === value);
}
