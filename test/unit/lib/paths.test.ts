import { expect, test } from "vitest";
import { paths } from "../../../shared/lib/paths.js";

test("focus items link to /page, /page2 or /page3 by their type", () => {
  expect(paths.pageOfType(1, 5)).toBe("/page?id=5");
  expect(paths.pageOfType(2, 5)).toBe("/page2?id=5");
  expect(paths.pageOfType(3, 5)).toBe("/page3?id=5");
});

test("an activity page names its activity only when there is one", () => {
  expect(paths.charity4(1, 2)).toBe("/charity4?id=1&activityID=2");
  expect(paths.charity4(1)).toBe("/charity4?id=1");
});

test("the ATM page encodes its order number; without one it is the bare page", () => {
  expect(paths.atmTransfer("D-2026 0&1")).toBe("/donation/atm?order_no=D-2026%200%261");
  expect(paths.atmTransfer()).toBe("/donation/atm");
});
