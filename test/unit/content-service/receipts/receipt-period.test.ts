import { describe, expect, it } from "vitest";
import { receiptNumber, receiptPeriod, taipeiDay } from "../../../../server/content-service/receipts/receipt-period.js";

describe("receiptPeriod", () => {
  it("a Taipei year runs from 16:00 UTC on 31 December before it to the same instant a year later", () => {
    expect(receiptPeriod(2026)).toEqual({
      year: 2026,
      month: null,
      start: "2025-12-31T16:00:00.000Z",
      end: "2026-12-31T16:00:00.000Z",
      yearStart: "2025-12-31T16:00:00.000Z",
      yearEnd: "2026-12-31T16:00:00.000Z",
    });
  });

  it("a month is half-open within its year; December ends where the year ends", () => {
    const february = receiptPeriod(2028, 2);
    expect([february.start, february.end]).toEqual(["2028-01-31T16:00:00.000Z", "2028-02-29T16:00:00.000Z"]);
    expect(february.yearStart).toBe("2027-12-31T16:00:00.000Z");
    expect(receiptPeriod(2026, 12).end).toBe(receiptPeriod(2026).yearEnd);
  });

  it("refuses a year before 2000 or past 9999 and a month outside 1-12", () => {
    for (const year of [1999, 10_000, 2026.5]) expect(() => receiptPeriod(year), String(year)).toThrow(RangeError);
    for (const month of [0, 13, 1.5]) expect(() => receiptPeriod(2026, month), String(month)).toThrow(RangeError);
  });
});

describe("taipeiDay", () => {
  it("names the Taipei date of a stored UTC instant", () => {
    expect(taipeiDay("2026-03-31T15:59:59.999Z")).toBe("2026-03-31");
    expect(taipeiDay("2026-03-31T16:00:00.000Z")).toBe("2026-04-01");
  });
});

describe("receiptNumber", () => {
  it("is the year and the place in it, five digits", () => {
    expect(receiptNumber(2026, 42)).toBe("2026-00042");
    expect(receiptNumber(2027, 12_345)).toBe("2027-12345");
  });
});
