// BMP and ICO: recognised by their bytes and never decoded.
import { expect, test } from "vitest";
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
