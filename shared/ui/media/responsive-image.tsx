// Variants from the image endpoint; lazy unless `priority` (the first screen's main image, alone
// fetchpriority="high") or `loading` "eager" (docs/images.md).
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
