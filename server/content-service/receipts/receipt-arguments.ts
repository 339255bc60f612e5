// The receipts command line, checked in full before anything is opened (docs/donations.md, "Receipts").
import path from "node:path";
import { parseOptions, UsageError as ReceiptArgumentError } from "../cli/operator-command.js";
import { receiptPeriod, type ReceiptPeriod } from "./receipt-period.js";

export interface ReceiptRequest {
  period: ReceiptPeriod;
  /** A receipt to reissue as a copy (補發), or null. */
  copy: { year: number; seq: number } | null;
  out: string;
}

export type ParsedReceiptArguments = { kind: "help" } | { kind: "receipts"; request: ReceiptRequest };

export const RECEIPTS_USAGE = `Usage: npm run receipts -- (--year YYYY | --month YYYY-MM | --copy YYYY-NNNNN) [--out DIR]

Gives every paid donation that asked for a receipt its number (per year, in the order paid) and writes
print-ready A4 PDFs: one file of all the period's receipts, one per receipt, and the register (CSV).
Monthly gifts get one yearly receipt (年度收據), issued by --year once the year is over.

  --year YYYY         the Taipei calendar year's receipts
  --month YYYY-MM     one month's one-off receipts
  --copy YYYY-NNNNN   reissue that receipt as a copy (補發), for a donor who lost it
  --out DIR           the folder (default receipts/YYYY or receipts/YYYY-MM); files readable by their owner only
  -h, --help          this text

Exit codes: 0 written, 1 the configuration, font, database or output could not be used, 2 bad arguments.
`;

export { ReceiptArgumentError };

export function parseReceiptArguments(argv: readonly string[]): ParsedReceiptArguments {
  const { values } = parseOptions({
    args: [...argv],
    options: {
      year: { type: "string" },
      month: { type: "string" },
      copy: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { kind: "help" };
  const given = [values.year, values.month, values.copy].filter((value) => value !== undefined);
  if (given.length !== 1) throw new ReceiptArgumentError("give exactly one of --year, --month and --copy");
  if (values.out !== undefined && values.out.trim() === "") throw new ReceiptArgumentError("--out needs a folder");

  const copy = values.copy === undefined ? null : numberOf(values.copy);
  const period = copy
    ? receiptPeriod(copy.year)
    : values.year !== undefined
      ? receiptPeriod(yearOf(values.year))
      : monthOf(values.month ?? "");
  const label = copy ? values.copy : (values.year ?? values.month);
  return { kind: "receipts", request: { period, copy, out: values.out ?? path.join("receipts", label ?? "") } };
}

function yearOf(text: string): number {
  if (!/^\d{4}$/.test(text) || Number(text) < 2000)
    throw new ReceiptArgumentError(`--year must be YYYY (got "${text}")`);
  return Number(text);
}

function monthOf(text: string): ReceiptPeriod {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match || Number(match[1]) < 2000) throw new ReceiptArgumentError(`--month must be YYYY-MM (got "${text}")`);
  return receiptPeriod(Number(match[1]), Number(match[2]));
}

function numberOf(text: string): { year: number; seq: number } {
  const match = /^(\d{4})-(\d{5})$/.exec(text);
  if (!match || Number(match[1]) < 2000 || Number(match[2]) < 1)
    throw new ReceiptArgumentError(`--copy must be a receipt number YYYY-NNNNN (got "${text}")`);
  return { year: Number(match[1]), seq: Number(match[2]) };
}
