import { expect, test } from "vitest";
import { formatDate, formatDateRange } from "../../../shared/lib/dates.js";

test("dates show as yyyy-MM-dd", () => {
  expect(formatDate("2024-03-01")).toBe("2024-03-01");
  expect(formatDate("2024-05-01T10:20:00+08:00")).toBe("2024-05-01");
  // Late evening UTC is already the next day in Taiwan.
  expect(formatDate("2024-05-01T20:00:00Z")).toBe("2024-05-02");
  expect(formatDate("not a date")).toBe("");
  expect(formatDate("")).toBe("");
});

test("a range joins both ends with ~", () => {
  expect(formatDateRange("2024-03-01", "2024-03-31")).toBe("2024-03-01 ~ 2024-03-31");
  expect(formatDateRange("2024-03-01", "")).toBe("2024-03-01");
});
