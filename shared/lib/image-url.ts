// Addresses of image variants: every content image goes through the image endpoint, which decides
// format and size (docs/images.md). Addresses it cannot serve (data:, other schemes) stay as they are.
import { isCanonicalAbsolute } from "./canonical-media-path.js";
import { IMAGE_ENDPOINT, IMAGE_WIDTHS, type ImageWidth } from "./image-widths.js";

/**
 * True when the endpoint may be asked for this source: site-relative, or http(s) in the one spelling
 * the endpoint accepts (an address with a query or another spelling is shown as it is).
 */
export function isVariantSource(src: string): boolean {
  return (src.startsWith("/") && !src.startsWith("//")) || isCanonicalAbsolute(src);
}

export function imageUrl(src: string, width: ImageWidth): string {
  return `${IMAGE_ENDPOINT}?src=${encodeURIComponent(src)}&w=${width}`;
}

/** The widths offered for an image never shown wider than `maxCssWidth` CSS px (at the density cap). */
export function variantWidths(maxCssWidth: number, densityCap: number): ImageWidth[] {
  const largest = maxCssWidth * densityCap;
  const widths = IMAGE_WIDTHS.filter((w) => w < largest);
  const cover = IMAGE_WIDTHS.find((w) => w >= largest);
  return cover ? [...widths, cover] : widths;
}

export function imageSrcSet(src: string, widths: readonly ImageWidth[]): string {
  return widths.map((w) => `${imageUrl(src, w)} ${w}w`).join(", ");
}
