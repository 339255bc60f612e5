// A still that never plays; decoration to a screen reader, as the list's own label names it.
import type { SizeRule } from "../../lib/image-sizes.js";
import { MediaElement } from "./media-element.js";

export function MediaThumb({ className, src, sizes }: { className: string; src: string; sizes: readonly SizeRule[] }) {
  return (
    <MediaElement
      className={className}
      src={src}
      alt=""
      videoAutoplay="none"
      controls={false}
      width={640}
      height={480}
      sizes={sizes}
    />
  );
}
