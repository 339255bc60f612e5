import { expect, test } from "vitest";
import { atmDeadline } from "../../../../server/content-service/payment/atm-expire-date.js";

test("ExpireDate: a date means the end of that day in Taipei; nonsense is refused", () => {
  expect(atmDeadline("2026/11/29")?.toISOString()).toBe("2026-11-29T15:59:59.999Z");
  expect(atmDeadline("2026/11/29 10:00:00")?.toISOString()).toBe("2026-11-29T02:00:00.000Z");
  for (const bad of ["2026/02/30", "2026-11-29", "2026/11/29 24:00:00", "", "2026/1/2"])
    expect(atmDeadline(bad)).toBeNull();
});

test("a leap day is a date only in a leap year; minutes and seconds stop at 59", () => {
  expect(atmDeadline("2028/02/29")?.toISOString()).toBe("2028-02-29T15:59:59.999Z");
  expect(atmDeadline("2027/02/29")).toBeNull();
  expect(atmDeadline("2026/11/29 23:59:59")?.toISOString()).toBe("2026-11-29T15:59:59.000Z");
  for (const bad of ["2026/11/29 10:60:00", "2026/11/29 10:00:60", "2026/13/01", "2026/11/29 10:00"])
    expect(atmDeadline(bad), bad).toBeNull();
});
