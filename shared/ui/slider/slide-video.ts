// Video slides: find the active slide's video, and play the active one while pausing the rest
// (spec section 4: a video slide plays when entered and pauses when left, starting muted at volume 0.5).
import { useEffect } from "react";
import type Swiper from "swiper";

export const SLIDE_VIDEO_VOLUME = 0.5;

export function activeSlideVideo(swiper: Swiper): HTMLVideoElement | null {
  return swiper.slides[swiper.activeIndex]?.querySelector("video") ?? null;
}

// Muted and volume are set once per element, so a visitor who unmutes keeps sound on re-entry.
const prepared = new WeakSet<HTMLVideoElement>();

function prepare(video: HTMLVideoElement): void {
  if (prepared.has(video)) return;
  prepared.add(video);
  video.muted = true;
  video.volume = SLIDE_VIDEO_VOLUME;
}

export function useActiveSlideVideo(swiper: Swiper | null, enabled: boolean): void {
  useEffect(() => {
    if (!swiper || !enabled) return;
    const sync = () => {
      swiper.slides.forEach((slide, index) => {
        const video = slide.querySelector("video");
        if (!video) return;
        prepare(video);
        if (index === swiper.activeIndex) {
          // Autoplay can be refused (browser policy, no data yet): the slide then simply shows the video still.
          video.play().catch(() => undefined);
        } else if (!video.paused) {
          video.pause();
        }
      });
    };
    sync();
    swiper.on("slideChange", sync);
    return () => {
      // The swiper may already be destroyed (a rebuild cleans up in effect order); its slides are gone then.
      if (swiper.destroyed) return;
      swiper.off("slideChange", sync);
      for (const slide of swiper.slides) slide.querySelector("video")?.pause();
    };
  }, [swiper, enabled]);
}
