import { expect, test } from "vitest";
import { isOrderNo } from "../../../shared/lib/order-no.js";

test("ECPay's and other upstreams' order numbers, up to 32 characters", () => {
  for (const value of ["D2026112600000000001", "D-2026-000123", "a_b", "x".repeat(32)])
    expect(isOrderNo(value)).toBe(true);
});

test("nothing that reads as a sentence or could carry markup", () => {
  for (const value of ["", "x".repeat(33), "請匯款至 123", "D 1", "a/b", "<b>", "1\n"])
    expect(isOrderNo(value)).toBe(false);
});
