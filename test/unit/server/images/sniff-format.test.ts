// BMP and ICO: recognised by their bytes, never decoded, their claimed size read from the header.
import { expect, test } from "vitest";
import { bmpPixels, icoPixels } from "../../../../server/web/images/header-pixels.js";
import { isDecoded, sniffFormat } from "../../../../server/web/images/sniff-format.js";
import { bmp, ico } from "../../../fixtures/image-corpus.js";

test("BMP and ICO are told by their bytes and kept away from the decoder", () => {
  expect(sniffFormat(bmp(3, 2))).toBe("bmp");
  expect(sniffFormat(ico(16))).toBe("ico");
  expect(isDecoded("bmp") || isDecoded("ico")).toBe(false);
  expect(isDecoded("jpeg")).toBe(true);
  // A name, a short file or a wrong header size is not enough.
  expect(sniffFormat(Buffer.from("BM this is text, not a bitmap at all"))).toBeNull();
  expect(sniffFormat(Buffer.from([0, 0, 1, 0, 1, 0]))).toBeNull();
  expect(sniffFormat(Buffer.from([0, 0, 1, 0, 0, 0, ...new Array<number>(30).fill(0)]))).toBeNull();
});

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
