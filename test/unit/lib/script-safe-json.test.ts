import { expect, test } from "vitest";
import { scriptSafeJson } from "../../../shared/lib/script-safe-json.js";

test("no character that could end or confuse a script element survives, and the value reads back", () => {
  const value = { text: "</script><!-- a & b > c \u2028\u2029" };
  const text = scriptSafeJson(value);
  expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(text)).toEqual(value);
});
