// The density cap: from 2.5 dppx the browser is told the slot is 2/3 as wide, so a 3x phone picks a 2x
// variant (indistinguishable on photos, about half the bytes; docs/images.md).
import { BAND_MAX_WIDTH, BANDS, type SliderLayout } from "./slides-per-view.js";

export interface SlotWidth {
  vw: number;
  px: number;
}

/** The width at viewports up to `maxWidth` px (null: every wider viewport). Rules go narrowest first. */
export interface SizeRule {
  maxWidth: number | null;
  width: SlotWidth;
}

export const DENSITY_CAP = 2;
const HIGH_DENSITY = "(min-resolution: 2.5dppx)";
const CAP_FACTOR = DENSITY_CAP / 3;

const round = (n: number) => Math.round(n * 100) / 100;

function css({ vw, px }: SlotWidth, factor = 1): string {
  const v = round(vw * factor);
  const p = round(px * factor);
  if (v === 0) return `${Math.max(1, p)}px`;
  if (p === 0) return `${v}vw`;
  return `calc(${v}vw ${p < 0 ? "-" : "+"} ${Math.abs(p)}px)`;
}

export function sizesAttr(rules: readonly SizeRule[]): string {
  const parts: string[] = [];
  for (const { maxWidth, width } of rules) {
    const media = maxWidth === null ? "" : `(max-width: ${maxWidth}px)`;
    parts.push(`${HIGH_DENSITY}${media ? ` and ${media}` : ""} ${css(width, CAP_FACTOR)}`);
    parts.push(media ? `${media} ${css(width)}` : css(width));
  }
  if (rules.at(-1)?.maxWidth !== null) parts.push("100vw");
  return parts.join(", ");
}

export const vw = (n: number, px = 0): SlotWidth => ({ vw: n, px });
export const px = (n: number): SlotWidth => ({ vw: 0, px: n });

/**
 * A slide in a slider at most `maxPx` wide, less its share of gaps, side gutters and an image inset: a share of
 * the viewport until the slider reaches `maxPx`, then fixed, in whichever band that happens.
 */
export function sliderSizes(layout: SliderLayout, maxPx: number, gutterPx = 0, gapPx = 0, insetPx = 0): SizeRule[] {
  const cap = maxPx + 2 * gutterPx;
  // "|| 0": no -0 in the rules.
  const offset = (perView: number) => round((-2 * gutterPx - (perView - 1) * gapPx) / perView - insetPx) || 0;
  const fixed = (perView: number) => px(Math.ceil((maxPx - (perView - 1) * gapPx) / perView - insetPx));
  const rules: SizeRule[] = [];
  let from = 0;
  for (const band of [...BANDS].reverse()) {
    const perView = layout.perView[band];
    const upTo = band === "base" ? null : BAND_MAX_WIDTH[band];
    const capped = upTo === null || upTo > cap;
    if (from < cap) rules.push({ maxWidth: capped ? cap : upTo, width: vw(100 / perView, offset(perView)) });
    if (capped) rules.push({ maxWidth: upTo, width: fixed(perView) });
    from = upTo ?? Infinity;
  }
  return rules;
}

/** The page column (.page-container: 1200 px at most, 24 px sides, 16 px under 767 px). */
export const PAGE_COLUMN: SizeRule[] = [
  { maxWidth: 766, width: vw(100, -32) },
  { maxWidth: 1200, width: vw(100, -48) },
  { maxWidth: null, width: px(1152) },
];

/** A grid of `columns` in the page column at each width: [maxWidth, columns] narrowest first, then the widest count. */
export function gridSizes(bands: readonly [number, number][], widest: number): SizeRule[] {
  const rules: SizeRule[] = bands.map(([maxWidth, columns]) => ({
    maxWidth,
    width: vw(100 / columns, -32 / columns),
  }));
  rules.push({ maxWidth: 1200, width: vw(100 / widest, -48 / widest) });
  rules.push({ maxWidth: null, width: px(Math.ceil(1152 / widest)) });
  return rules;
}
