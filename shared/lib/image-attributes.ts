// Remembered: building these anew was a large share of a home-page render's allocations (docs/log/).
// Rule lists are module constants, so they key a WeakMap; sources are bounded per rule list.
import { DENSITY_CAP, sizesAttr, type SizeRule } from "./image-sizes.js";
import { imageSrcSet, imageUrl, variantWidths } from "./image-url.js";
import type { ImageWidth } from "./image-widths.js";

/** The widest viewport the largest variant is for; wider screens still get the 1920 variant. */
const WIDEST_VIEWPORT = 1920;
/** The fallback is the widest variant up to this: what a browser without srcset support gets. */
const FALLBACK_MAX = 828;
/** Sources remembered per rule list: a page's images, many times over; past it the list starts again. */
export const SOURCES_PER_RULES = 512;

export interface VariantAttributes {
  srcSet: string;
  src: string;
}

interface RulesEntry {
  sizes: string;
  widths: ImageWidth[];
  fallback: ImageWidth;
  sources: Map<string, VariantAttributes>;
}

export function widestSlot(rules: readonly SizeRule[]): number {
  let widest = 0;
  let from = 0;
  for (const { maxWidth, width } of rules) {
    const viewport = maxWidth ?? Math.max(WIDEST_VIEWPORT, from);
    widest = Math.max(widest, (width.vw * viewport) / 100 + width.px);
    from = maxWidth ?? from;
  }
  return Math.ceil(widest);
}

const byRules = new WeakMap<readonly SizeRule[], RulesEntry>();

function rulesEntry(rules: readonly SizeRule[]): RulesEntry {
  let entry = byRules.get(rules);
  if (!entry) {
    const widths = variantWidths(widestSlot(rules), DENSITY_CAP);
    const fallback = widths.filter((w) => w <= FALLBACK_MAX).at(-1) ?? widths[0] ?? 640;
    entry = { sizes: sizesAttr(rules), widths, fallback, sources: new Map() };
    byRules.set(rules, entry);
  }
  return entry;
}

export function sizesFor(rules: readonly SizeRule[]): string {
  return rulesEntry(rules).sizes;
}

/** The same object for the same pair. */
export function variantAttributes(src: string, rules: readonly SizeRule[]): VariantAttributes {
  const entry = rulesEntry(rules);
  let attributes = entry.sources.get(src);
  if (!attributes) {
    // Upstream content names any number of sources: the memory stays bounded.
    if (entry.sources.size >= SOURCES_PER_RULES) entry.sources.clear();
    attributes = { srcSet: imageSrcSet(src, entry.widths), src: imageUrl(src, entry.fallback) };
    entry.sources.set(src, attributes);
  }
  return attributes;
}
