// The skip buttons' target time: 5 seconds either way, within the start and the end.
import { expect, test } from "vitest";
import { skipTarget, VIDEO_SKIP_SECONDS } from "../../../shared/lib/video-skip.js";

test("5 seconds, the spec's step", () => {
  expect(VIDEO_SKIP_SECONDS).toBe(5);
  expect(skipTarget(10, 5, 60)).toBe(15);
  expect(skipTarget(10, -5, 60)).toBe(5);
});

test("clamped at the start and at the end", () => {
  expect(skipTarget(3, -5, 60)).toBe(0);
  expect(skipTarget(0, -5, 60)).toBe(0);
  expect(skipTarget(57.5, 5, 60)).toBe(60);
  expect(skipTarget(60, 5, 60)).toBe(60);
});

test("a length not known yet (NaN) or endless (Infinity) bounds only the start", () => {
  expect(skipTarget(2, 5, Number.NaN)).toBe(7);
  expect(skipTarget(2, 5, Number.POSITIVE_INFINITY)).toBe(7);
  expect(skipTarget(2, -5, Number.NaN)).toBe(0);
  expect(skipTarget(Number.NaN, 5, 60)).toBe(5);
});
