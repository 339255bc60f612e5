// Content images go through the image endpoint (docs/images.md); addresses it cannot serve stay as they are.
import { isCanonicalAbsolute } from "./canonical-media-path.js";
import { IMAGE_ENDPOINT, IMAGE_WIDTHS, type ImageWidth } from "./image-widths.js";

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
