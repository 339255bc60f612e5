// Each kind reserves a box (only its ratio matters) and gives `sizes` narrowest first, ending in a catch-all.
import { expect, test } from "vitest";
import * as kinds from "../../../shared/lib/image-kinds.js";

test.each(Object.entries(kinds))("%s has a box and sizes narrowest first, ending in a catch-all", (_name, kind) => {
  const widths = kind.sizes.map((rule) => rule.maxWidth ?? Infinity);
  expect(widths).toEqual([...widths].sort((a, b) => a - b));
  expect(kind.width).toBeGreaterThan(0);
  expect(kind.height).toBeGreaterThan(0);
  expect(kind.sizes.at(-1)?.maxWidth).toBeNull();
  expect(kind.sizes.slice(0, -1).every((rule) => rule.maxWidth !== null)).toBe(true);
});

test("a fixed image is shown at its own width", () => {
  expect(kinds.GROUP_ICON_IMAGE.sizes).toEqual([{ maxWidth: null, width: { vw: 0, px: 72 } }]);
});
