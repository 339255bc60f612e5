import { expect, test } from "vitest";
import { idFromUrl, parseId } from "../../../shared/lib/query-id.js";

test("a positive integer id is a number", () => {
  expect(parseId("5")).toBe(5);
  expect(parseId(" 12 ")).toBe(12);
  expect(idFromUrl("http://x/page3?id=7")).toBe(7);
});

test("anything else is missing", () => {
  for (const raw of ["0", "-1", "1.5", "abc", "1e3", "", "9999999999", null, undefined])
    expect(parseId(raw)).toBeNull();
  expect(idFromUrl("http://x/page3")).toBeNull();
});
