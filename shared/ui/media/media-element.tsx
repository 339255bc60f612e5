// An image or a video, by the address's extension unless `kind` says.
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
  /** "visible": plays muted once when first visible, pauses when not; loads nothing before it is seen. */
  videoAutoplay?: "visible" | "none";
  /** For videoAutoplay "none": "none" when a slider loads it on entering its slide. */
  videoPreload?: "metadata" | "none";
  /** docs/decisions/001-video-visibility-threshold.md */
  threshold?: number;
  controls?: boolean;
  /** Default: a self-playing video with controls; a slider's video has the slider's controls. */
  skipButtons?: boolean;
  /** "eager" also gets fetchpriority="high" unless `priority` is false. */
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
