import { expect, test } from "vitest";
import { IMAGE_WIDTHS, parseImageWidth } from "../../../shared/lib/image-widths.js";

test("every listed width is accepted", () => {
  for (const width of IMAGE_WIDTHS) expect(parseImageWidth(String(width))).toBe(width);
});

test.each([
  ["an unlisted width", "641"],
  ["zero", "0"],
  ["a leading zero", "0640"],
  ["a decimal", "640.0"],
  ["an exponent", "6.4e2"],
  ["trailing text", "640px"],
  ["a sign", "+640"],
  ["an enormous number", "99999999999"],
  ["empty", ""],
])("%s is refused", (_name, raw) => {
  expect(parseImageWidth(raw)).toBeNull();
});

test("a repeated or missing parameter is refused", () => {
  expect(parseImageWidth(["640", "320"])).toBeNull();
  expect(parseImageWidth(undefined)).toBeNull();
});
