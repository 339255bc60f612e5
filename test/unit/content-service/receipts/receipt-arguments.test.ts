import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  parseReceiptArguments,
  ReceiptArgumentError,
} from "../../../../server/content-service/receipts/receipt-arguments.js";
import { receiptPeriod } from "../../../../server/content-service/receipts/receipt-period.js";

const refusal = (argv: string[]): unknown => {
  try {
    parseReceiptArguments(argv);
    return null;
  } catch (error) {
    return error;
  }
};

describe("parseReceiptArguments", () => {
  it("--year, --month and --copy each name their period and a default folder", () => {
    expect(parseReceiptArguments(["--year", "2026"])).toEqual({
      kind: "receipts",
      request: { period: receiptPeriod(2026), copy: null, out: path.join("receipts", "2026") },
    });
    expect(parseReceiptArguments(["--month", "2026-03"])).toEqual({
      kind: "receipts",
      request: { period: receiptPeriod(2026, 3), copy: null, out: path.join("receipts", "2026-03") },
    });
    expect(parseReceiptArguments(["--copy", "2025-00042", "--out", "lost"])).toEqual({
      kind: "receipts",
      request: { period: receiptPeriod(2025), copy: { year: 2025, seq: 42 }, out: "lost" },
    });
  });

  it("answers --help and -h", () => {
    expect(parseReceiptArguments(["--help"])).toEqual({ kind: "help" });
    expect(parseReceiptArguments(["-h"])).toEqual({ kind: "help" });
  });

  it("wants exactly one of --year, --month and --copy", () => {
    expect(() => parseReceiptArguments([])).toThrow("give exactly one of --year, --month and --copy");
    expect(() => parseReceiptArguments(["--year", "2026", "--month", "2026-01"])).toThrow("give exactly one");
  });

  it("refuses malformed values with a usage error (exit 2) naming the value", () => {
    const cases: [string[], string][] = [
      [["--year", "26"], '--year must be YYYY (got "26")'],
      [["--year", "1999"], '--year must be YYYY (got "1999")'],
      [["--month", "2026-13"], '--month must be YYYY-MM (got "2026-13")'],
      [["--month", "2026-3"], '--month must be YYYY-MM (got "2026-3")'],
      [["--copy", "2026-00000"], '--copy must be a receipt number YYYY-NNNNN (got "2026-00000")'],
      [["--copy", "2026-42"], '--copy must be a receipt number YYYY-NNNNN (got "2026-42")'],
      [["--year", "2026", "--out", " "], "--out needs a folder"],
    ];
    for (const [argv, message] of cases) {
      const error = refusal(argv);
      expect(error, argv.join(" ")).toBeInstanceOf(ReceiptArgumentError);
      expect(error).toMatchObject({ message, exitCode: 2 });
    }
    expect(refusal(["--years", "2026"])).toBeInstanceOf(ReceiptArgumentError);
  });
});
