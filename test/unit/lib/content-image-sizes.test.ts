// The browser takes the first `sizes` rule that matches: a rule after a wider one, or a table without a
// catch-all, would never give the width the stylesheet has.
import { expect, test } from "vitest";
import * as tables from "../../../shared/lib/content-image-sizes.js";

test.each(Object.entries(tables))("%s goes narrowest first and ends in a catch-all", (_name, rules) => {
  const bounds = rules.map((rule) => rule.maxWidth);
  expect(bounds.at(-1)).toBeNull();
  const limited = bounds.slice(0, -1);
  expect(limited.every((b) => b !== null)).toBe(true);
  expect(limited).toEqual([...limited].sort((a, b) => (a ?? 0) - (b ?? 0)));
});
