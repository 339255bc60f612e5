import { expect, test } from "vitest";
import { inSlideWindow, ringDistance } from "../../../shared/lib/slide-window.js";

test("distance around a ring of slides takes the shorter way", () => {
  expect(ringDistance(0, 0, 100)).toBe(0);
  expect(ringDistance(0, 1, 100)).toBe(1);
  expect(ringDistance(0, 99, 100)).toBe(1);
  expect(ringDistance(99, 0, 100)).toBe(1);
  expect(ringDistance(10, 60, 100)).toBe(50);
  expect(ringDistance(3, 1, 0)).toBe(0);
});

test("the window holds the active slide and its neighbours, wrapping at both ends", () => {
  const shown = (active: number) =>
    Array.from({ length: 100 }, (_, i) => i).filter((i) => inSlideWindow(i, active, 100, 1));
  expect(shown(0)).toEqual([0, 1, 99]);
  expect(shown(50)).toEqual([49, 50, 51]);
  expect(shown(99)).toEqual([0, 98, 99]);
});

test("without a range every slide is in the window", () => {
  expect(inSlideWindow(70, 0, 100, undefined)).toBe(true);
  expect(inSlideWindow(70, 0, 100, 0)).toBe(false);
  expect(inSlideWindow(0, 0, 100, 0)).toBe(true);
});
