// srcset widths and variant addresses: the widths stop at the first covering the density cap, and only
// sources the image endpoint can serve become variants.
import { expect, test } from "vitest";
import { imageSrcSet, imageUrl, isVariantSource, variantWidths } from "../../../shared/lib/image-url.js";

test("srcset widths stop at the first one covering twice the widest slot", () => {
  expect(variantWidths(150, 2)).toEqual([160, 320]);
  expect(variantWidths(384, 2)).toEqual([160, 320, 384, 480, 640, 750, 828]);
  expect(variantWidths(5000, 2).at(-1)).toBe(1920);
});

test("variant addresses encode the source; only site-relative and http(s) sources become variants", () => {
  expect(imageUrl("/media/a b.jpg", 640)).toBe("/_img?src=%2Fmedia%2Fa%20b.jpg&w=640");
  expect(imageSrcSet("/media/a.jpg", [320, 640])).toBe(
    "/_img?src=%2Fmedia%2Fa.jpg&w=320 320w, /_img?src=%2Fmedia%2Fa.jpg&w=640 640w",
  );
  expect(isVariantSource("/media/a.jpg")).toBe(true);
  expect(isVariantSource("https://cdn.example.com/a.jpg")).toBe(true);
  expect(isVariantSource("//evil.example/a.jpg")).toBe(false);
  expect(isVariantSource("data:image/png;base64,AA")).toBe(false);
});

test("an absolute address is a variant only in its canonical spelling", () => {
  expect(isVariantSource("https://cdn.example.com/p/a.jpg")).toBe(true);
  expect(isVariantSource("https://cdn.example.com/p/a.jpg?v=2")).toBe(false);
});
