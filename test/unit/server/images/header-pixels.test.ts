// BMP and ICO are never decoded: their claimed size is read from the header.
import { expect, test } from "vitest";
import { bmpPixels, icoPixels } from "../../../../server/web/images/header-pixels.js";
import { bmp, ico } from "../../../fixtures/image-corpus.js";

test("the pixel count a header claims: a BMP (top-down too), an icon's entries", () => {
  expect(bmpPixels(bmp(300, 200))).toBe(60_000);
  const topDown = bmp(10, 10);
  topDown.writeInt32LE(-10, 22);
  expect(bmpPixels(topDown)).toBe(100);
  expect(icoPixels(ico(32))).toBe(1024);
  const lying = ico(32);
  lying.writeInt32LE(50_000, 22 + 4);
  lying.writeInt32LE(100_000, 22 + 8);
  expect(icoPixels(lying)).toBe(2_500_000_000);
});
