// A thumbnail of a photo or video in a list or strip (album covers, picker cells, the slider's
// thumbnail strip): a still that never plays, without controls, in a 4:3 box; the list's own label
// names it, so it is decoration to a screen reader.
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
