// The donations:export command line: Taipei calendar days to UTC instants, and every refusal.
import { describe, expect, it } from "vitest";
import {
  ArgumentError,
  parseExportArguments,
  taipeiDayStart,
} from "../../../server/content-service/cli/export-arguments.js";

const request = (args: string[]) => {
  const parsed = parseExportArguments(args);
  if (parsed.kind !== "export") throw new Error("expected an export request");
  return parsed.request;
};

describe("taipeiDayStart", () => {
  it("a Taipei day starts at 16:00 UTC the day before", () => {
    expect(new Date(taipeiDayStart("2026-01-01") ?? 0).toISOString()).toBe("2025-12-31T16:00:00.000Z");
    expect(new Date(taipeiDayStart("2028-02-29") ?? 0).toISOString()).toBe("2028-02-28T16:00:00.000Z");
  });

  it.each([
    "2026-02-30",
    "2027-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-1-1",
    "26-01-01",
    "1969-12-31",
    " 2026-01-01",
    "",
  ])("refuses %j", (text) => {
    expect(taipeiDayStart(text)).toBeNull();
  });
});

describe("parseExportArguments", () => {
  it("turns inclusive Taipei days into a half-open UTC range", () => {
    expect(request(["--from", "2026-01-01", "--to", "2026-12-31"])).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
      start: "2025-12-31T16:00:00.000Z",
      end: "2026-12-31T16:00:00.000Z",
      status: null,
      by: "created",
      out: null,
    });
    expect(
      request(["--from=2026-03-01", "--to=2026-03-01", "--status", "paid", "--by", "paid", "--out", "x.csv"]),
    ).toMatchObject({
      start: "2026-02-28T16:00:00.000Z",
      end: "2026-03-01T16:00:00.000Z",
      status: "paid",
      by: "paid",
      out: "x.csv",
    });
  });

  it("answers --help and -h", () => {
    expect(parseExportArguments(["--help"])).toEqual({ kind: "help" });
    expect(parseExportArguments(["-h"])).toEqual({ kind: "help" });
  });

  it.each([
    [[], /--from and --to are required/],
    [["--from", "2026-01-01"], /--from and --to are required/],
    [["--from", "2026-02-30", "--to", "2026-03-01"], /--from must be a calendar day/],
    [["--from", "2026-01-01", "--to", "tomorrow"], /--to must be a calendar day/],
    [["--from", "2026-02-01", "--to", "2026-01-31"], /--to \(2026-01-31\) is before --from/],
    [["--from", "2026-01-01", "--to", "2026-01-31", "--status", "refunded"], /--status must be one of paid, pending/],
    [["--from", "2026-01-01", "--to", "2026-01-31", "--status", "PAID"], /--status must be one of/],
    [["--from", "2026-01-01", "--to", "2026-01-31", "--by", "updated"], /--by must be one of created, paid/],
    [["--from", "2026-01-01", "--to", "2026-01-31", "--out", ""], /--out needs a file name/],
    [["--from", "2026-01-01", "--to", "2026-01-31", "--from", "2025-01-01"], /--from is given more than once/],
    [["--from", "2026-01-01", "--to", "2026-01-31", "--format", "xlsx"], /Unknown option '--format'/],
    [["--from", "2026-01-01", "--to", "2026-01-31", "extra"], /Unexpected argument 'extra'/],
    [["--from", "2026-01-01", "--to"], /--to/],
  ])("refuses %j", (args, message) => {
    expect(() => parseExportArguments(args)).toThrow(ArgumentError);
    expect(() => parseExportArguments(args)).toThrow(message);
  });
});
