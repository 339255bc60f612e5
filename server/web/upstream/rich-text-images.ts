// An <img> in rich text whose src the image endpoint serves gets its variants as a srcset.
import type { Attributes } from "sanitize-html";
import { cappedSizes } from "../../../shared/lib/capped-sizes.js";
import { FULL_COLUMN } from "../../../shared/lib/content-image-sizes.js";
import { DENSITY_CAP, sizesAttr } from "../../../shared/lib/image-sizes.js";
import { imageSrcSet, imageUrl, variantWidths } from "../../../shared/lib/image-url.js";
import { widestSlot } from "../../../shared/lib/image-attributes.js";
import { resolveSource, type SourceRules } from "../images/image-source.js";

/** A dimension attribute as a whole number of CSS px, or null when it is anything else ("50%", "", "1e3"). */
function dimension(raw: string | undefined): number | null {
  if (raw === undefined || !/^\s*[1-9]\d{0,4}\s*$/.test(raw)) return null;
  const value = Number(raw);
  return value <= 10000 ? value : null;
}

function acceptedByEndpoint(src: string, rules: SourceRules): boolean {
  try {
    resolveSource(src, rules);
    return true;
  } catch {
    return false;
  }
}

export function richTextImage(attribs: Attributes, rules: SourceRules | undefined): Attributes {
  // Built from the attributes we understand: an upstream srcset or sizes never passes.
  const next: Attributes = { alt: attribs.alt ?? "" };
  if (attribs.title !== undefined) next.title = attribs.title;
  const src = attribs.src?.trim();
  if (src) next.src = src;
  const width = dimension(attribs.width);
  const height = dimension(attribs.height);
  if (width !== null) next.width = String(width);
  if (height !== null) next.height = String(height);
  next.loading = "lazy";
  next.decoding = "async";
  if (!rules || !src || !acceptedByEndpoint(src, rules)) return next;
  const slot = width === null ? FULL_COLUMN : cappedSizes(FULL_COLUMN, width);
  const widths = variantWidths(widestSlot(slot), DENSITY_CAP);
  const fallback = widths.filter((w) => w <= 828).at(-1) ?? widths[0];
  if (fallback === undefined) return next;
  return { ...next, src: imageUrl(src, fallback), srcset: imageSrcSet(src, widths), sizes: sizesAttr(slot) };
}
