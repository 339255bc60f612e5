import { expect, test } from "vitest";
import { atmDeadlineText } from "../../../shared/lib/atm-deadline.js";

test("the deadline reads as Taipei wall-clock time, whatever the machine's zone", () => {
  expect(atmDeadlineText("2026-11-29T23:59:59+08:00")).toBe("2026/11/29 23:59（台北時間）");
  expect(atmDeadlineText("2026-01-02T08:05:00+08:00")).toBe("2026/01/02 08:05（台北時間）");
  expect(atmDeadlineText("2026-11-29T15:59:59Z")).toBe("2026-11-29T15:59:59Z");
});
