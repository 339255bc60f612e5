// Capping a slot's sizes rules at an image's own width.
import { expect, test } from "vitest";
import { cappedSizes } from "../../../shared/lib/capped-sizes.js";
import { PAGE_COLUMN, px, vw } from "../../../shared/lib/image-sizes.js";

test("a cap inside the first rule splits it where the slot reaches the cap", () => {
  expect(cappedSizes(PAGE_COLUMN, 300)).toEqual([
    { maxWidth: 332, width: vw(100, -32) },
    { maxWidth: null, width: px(300) },
  ]);
});

test("a cap inside a later rule keeps the earlier rules and splits that one", () => {
  expect(cappedSizes(PAGE_COLUMN, 900)).toEqual([
    { maxWidth: 766, width: vw(100, -32) },
    { maxWidth: 948, width: vw(100, -48) },
    { maxWidth: null, width: px(900) },
  ]);
});

test("a cap wider than the slot ever is changes nothing", () => {
  expect(cappedSizes(PAGE_COLUMN, 2000)).toEqual(PAGE_COLUMN);
});

test("a fixed-width rule wider than the cap becomes the cap", () => {
  expect(cappedSizes([{ maxWidth: null, width: px(600) }], 400)).toEqual([{ maxWidth: null, width: px(400) }]);
});
