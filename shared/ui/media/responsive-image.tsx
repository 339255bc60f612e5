// The one content image: variants from the image endpoint in a srcset, `sizes` from the image's CSS
// width at each breakpoint (with the density cap), width and height so the box is reserved before the
// bytes arrive, lazy unless it is the first screen's main image (which alone gets fetchpriority="high").
//
// Props:
//   src, alt        the source address (already made safe by the data layer) and the alt text
//   width, height   intrinsic size (or just the aspect ratio) of the box; CSS decides the shown size
//   sizes           SizeRule[] from shared/lib/image-sizes.ts: the CSS width at each breakpoint
//   priority        the first screen's main image: eager, fetchpriority="high"
//   loading         "eager" without high priority (e.g. a second image already on the first screen)
//   className
import { sizesFor, variantAttributes } from "../../lib/image-attributes.js";
import type { SizeRule } from "../../lib/image-sizes.js";
import { isVariantSource } from "../../lib/image-url.js";

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: readonly SizeRule[];
  priority?: boolean;
  loading?: "lazy" | "eager";
  className?: string;
}

export function ResponsiveImage(props: ResponsiveImageProps) {
  const { src, alt, width, height, sizes, priority = false, loading, className } = props;
  if (!src) return null;
  const eager = priority || loading === "eager";
  if (!isVariantSource(src)) {
    return (
      <img className={className} src={src} alt={alt} width={width} height={height} loading={eager ? "eager" : "lazy"} />
    );
  }
  const variant = variantAttributes(src, sizes);
  return (
    <img
      className={className}
      alt={alt}
      width={width}
      height={height}
      // loading before src/srcset: a browser that saw the address first could start an eager fetch.
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      sizes={sizesFor(sizes)}
      srcSet={variant.srcSet}
      src={variant.src}
    />
  );
}
