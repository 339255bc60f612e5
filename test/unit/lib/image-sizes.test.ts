// `sizes` strings and srcset widths: each rule gives a capped high-density variant first, slider slots
// follow the slides-per-view table, and a grid divides the page column.
import { expect, test } from "vitest";
import { gridSizes, px, sizesAttr, sliderSizes, vw } from "../../../shared/lib/image-sizes.js";
import { GENERAL_LAYOUT, HALL_THUMBS_LAYOUT, NEWS_LAYOUT } from "../../../shared/lib/slides-per-view.js";

test("each rule is preceded by its 2x-capped form for screens of 2.5 device pixels and more", () => {
  expect(
    sizesAttr([
      { maxWidth: 766, width: vw(100, -32) },
      { maxWidth: null, width: px(600) },
    ]),
  ).toBe(
    "(min-resolution: 2.5dppx) and (max-width: 766px) calc(66.67vw - 21.33px), (max-width: 766px) calc(100vw - 32px), " +
      "(min-resolution: 2.5dppx) 400px, 600px",
  );
});

test("rules without a catch-all end in 100vw", () => {
  expect(sizesAttr([{ maxWidth: 600, width: vw(50) }])).toMatch(/, 100vw$/);
});

test("a slider slot is the viewport share per slide at each band, fixed above the widest", () => {
  const rules = sliderSizes(GENERAL_LAYOUT, 1152);
  expect(rules[0]).toEqual({ maxWidth: 375, width: vw(100) });
  expect(rules[1]).toEqual({ maxWidth: 766, width: vw(50) });
  expect(rules.at(-1)).toEqual({ maxWidth: null, width: px(231) });
  const news = sliderSizes(NEWS_LAYOUT, 1152, 16);
  expect(news[1]).toEqual({ maxWidth: 766, width: vw(100, -32) });
});

test("a slider that stops growing inside a band is fixed from there, and the rules go narrowest first", () => {
  // GENERAL_LAYOUT: 4 across up to 1350 px, so from 1152 px the slider's own width caps the slot at 1152 / 4.
  expect(sliderSizes(GENERAL_LAYOUT, 1152)).toEqual([
    { maxWidth: 375, width: vw(100) },
    { maxWidth: 766, width: vw(50) },
    { maxWidth: 991, width: vw(33.333333333333336) },
    { maxWidth: 1152, width: vw(25) },
    { maxWidth: 1350, width: px(288) },
    { maxWidth: null, width: px(231) },
  ]);
  const widths = sliderSizes(NEWS_LAYOUT, 1152, 16).map((r) => r.maxWidth ?? Infinity);
  expect(widths).toEqual([...widths].sort((a, b) => a - b));
});

test("a thumbnail strip's slot leaves out its share of the gaps and the border around each image", () => {
  const rules = sliderSizes(HALL_THUMBS_LAYOUT, 1152, 16, 8, 4);
  // 4 across at 390 px: (390 - 32 - 3 × 8) / 4 - 4 = 79.5 px, the thumbnail's measured CSS width.
  expect(rules[1]).toEqual({ maxWidth: 766, width: vw(25, -18) });
  expect(rules.at(-1)).toEqual({ maxWidth: null, width: px(133) });
});

test("a grid divides the page column", () => {
  const rules = gridSizes([[600, 1]], 3);
  expect(rules).toEqual([
    { maxWidth: 600, width: vw(100, -32) },
    { maxWidth: 1200, width: vw(33.333333333333336, -16) },
    { maxWidth: null, width: px(384) },
  ]);
});
