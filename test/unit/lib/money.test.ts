import { expect, test } from "vitest";
import { formatNtd } from "../../../shared/lib/money.js";

test("amounts are NT$ with thousands separators", () => {
  expect(formatNtd(600)).toBe("NT$600");
  expect(formatNtd(1500000)).toBe("NT$1,500,000");
});

test("whole dollars only", () => {
  expect(formatNtd(599.5)).toBe("NT$600");
});
