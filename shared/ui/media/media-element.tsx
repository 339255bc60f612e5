// An image or a video, chosen by the address's extension (isVideoUrl).
//
// Props:
//   src            media address (already made safe by the data layer); "" renders nothing
//   kind           "image" / "video" when the data says so; by default the extension decides
//   alt            image alt text, or the video's accessible name
//   videoAutoplay  "visible" (default): the video plays muted once, the first time it is visible,
//                  and pauses whenever it is not; it loads nothing before it first comes into view
//                  (preload "none", raised to "metadata" then); "none": it never starts itself
//   videoPreload   with videoAutoplay "none": "metadata" (default: its first frame shows as a still)
//                  or "none" (a slider that plays it when its slide is entered loads it then)
//   threshold      visible share that counts as visible (default 0.3; LARGE_VIDEO_VISIBILITY_THRESHOLD
//                  where a video can fill most of a phone's screen: docs/decisions/001-video-visibility-threshold.md)
//   controls       video controls (default true)
//   skipButtons    倒退 5 秒 / 快轉 5 秒 buttons under the video (default: a video with controls that
//                  plays itself; one a slider plays has the slider's controls around it)
//   loading        image loading hint (default "lazy"; "eager" for the first thing on a page, which
//                  also gets fetchpriority="high" unless `priority` is false)
//   priority       override of that high priority (false for a second eager image)
//   width, height  intrinsic size that reserves the box before the media loads
//   sizes          the image's CSS width per breakpoint (shared/lib/image-sizes.ts); images only
//   className      class on the <img> / <video>
import { useRef } from "react";
import type { SizeRule } from "../../lib/image-sizes.js";
import { isVideoUrl } from "../../lib/video-url.js";
import { ResponsiveImage } from "./responsive-image.js";
import { useVisibleAutoplay } from "./use-visible-autoplay.js";
import { VideoSkipButtons } from "./video-skip-buttons.js";

export interface MediaElementProps {
  src: string;
  alt: string;
  kind?: "image" | "video";
  videoAutoplay?: "visible" | "none";
  videoPreload?: "metadata" | "none";
  threshold?: number;
  controls?: boolean;
  skipButtons?: boolean;
  loading?: "lazy" | "eager";
  priority?: boolean;
  width: number;
  height: number;
  sizes: readonly SizeRule[];
  className?: string;
}

export const DEFAULT_VISIBILITY_THRESHOLD = 0.3;
/** Spec section 9's "0.1 on some pages": where a video can be most of a phone's screen. */
export const LARGE_VIDEO_VISIBILITY_THRESHOLD = 0.1;

export function MediaElement(props: MediaElementProps) {
  const {
    src,
    alt,
    kind,
    videoAutoplay = "visible",
    videoPreload = "metadata",
    threshold = DEFAULT_VISIBILITY_THRESHOLD,
    controls = true,
    skipButtons = controls && videoAutoplay === "visible",
    loading = "lazy",
    priority = loading === "eager",
    width,
    height,
    sizes,
    className,
  } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const video = kind ? kind === "video" : isVideoUrl(src);
  useVisibleAutoplay(videoRef, video && videoAutoplay === "visible", threshold);
  if (!src) return null;
  if (video) {
    const element = (
      <video
        ref={videoRef}
        className={className}
        src={src}
        aria-label={alt || undefined}
        controls={controls}
        muted
        playsInline
        preload={videoAutoplay === "visible" ? "none" : videoPreload}
        width={width}
        height={height}
      />
    );
    if (!skipButtons) return element;
    return (
      <div className="video-player">
        {element}
        <VideoSkipButtons videoRef={videoRef} name={alt} />
      </div>
    );
  }
  return (
    <ResponsiveImage
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={loading}
      priority={priority}
    />
  );
}
