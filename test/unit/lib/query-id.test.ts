import { expect, test } from "vitest";
import { parseId } from "../../../shared/lib/query-id.js";

test("a positive integer id is a number", () => {
  expect(parseId("5")).toBe(5);
  expect(parseId(" 12 ")).toBe(12);
});

test("anything else is missing", () => {
  for (const raw of ["0", "-1", "1.5", "abc", "1e3", "", "9999999999", null, undefined])
    expect(parseId(raw)).toBeNull();
});
