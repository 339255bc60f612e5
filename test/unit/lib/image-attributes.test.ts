// The remembered image attributes: the same strings the builders give, one object per (rules, source)
// pair across renders, and a bounded number of sources per rule list.
import { expect, test } from "vitest";
import { SOURCES_PER_RULES, sizesFor, variantAttributes, widestSlot } from "../../../shared/lib/image-attributes.js";
import { px, sizesAttr, vw, type SizeRule } from "../../../shared/lib/image-sizes.js";
import { imageSrcSet, imageUrl, variantWidths } from "../../../shared/lib/image-url.js";

const RULES: SizeRule[] = [
  { maxWidth: 766, width: vw(100, -32) },
  { maxWidth: null, width: px(400) },
];

test("the attributes are those the builders give", () => {
  expect(sizesFor(RULES)).toBe(sizesAttr(RULES));
  // Widest slot 734 CSS px (766 - 32) at the 2x cap: widths up to the first covering 1468.
  const widths = variantWidths(734, 2);
  expect(variantAttributes("/media/a.jpg", RULES)).toEqual({
    srcSet: imageSrcSet("/media/a.jpg", widths),
    src: imageUrl("/media/a.jpg", 828),
  });
});

test("a second render gets the same object, not a rebuilt one", () => {
  const first = variantAttributes("/media/b.jpg", RULES);
  expect(variantAttributes("/media/b.jpg", RULES)).toBe(first);
  expect(variantAttributes("/media/c.jpg", RULES)).not.toBe(first);
});

test("rule lists with the same content but different identity give the same strings", () => {
  const copy = RULES.map((rule) => ({ ...rule }));
  expect(variantAttributes("/media/d.jpg", copy)).toEqual(variantAttributes("/media/d.jpg", RULES));
  expect(sizesFor(copy)).toBe(sizesFor(RULES));
});

test("past the bound the sources are forgotten, so upstream content cannot grow memory without end", () => {
  const rules: SizeRule[] = [{ maxWidth: null, width: px(200) }];
  const first = variantAttributes("/media/0.jpg", rules);
  for (let i = 1; i < SOURCES_PER_RULES; i++) variantAttributes(`/media/${i}.jpg`, rules);
  expect(variantAttributes("/media/0.jpg", rules)).toBe(first);
  variantAttributes(`/media/${SOURCES_PER_RULES}.jpg`, rules);
  expect(variantAttributes("/media/0.jpg", rules)).not.toBe(first);
  expect(variantAttributes("/media/0.jpg", rules)).toEqual(first);
});

test("the widest slot is the widest any rule gives, a fixed rule at its own width", () => {
  expect(widestSlot([{ maxWidth: null, width: px(72) }])).toBe(72);
  expect(
    widestSlot([
      { maxWidth: 766, width: vw(100, -32) },
      { maxWidth: null, width: px(600) },
    ]),
  ).toBe(734);
  expect(
    widestSlot([
      { maxWidth: 1440, width: vw(100) },
      { maxWidth: null, width: px(1440) },
    ]),
  ).toBe(1440);
});
