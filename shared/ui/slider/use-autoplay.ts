// Advances a slider every `delayMs` while not paused (hover or focus, spec section 4; the pause
// control, which also starts stopped for reduced motion: pause-control.tsx). A playing video slide
// holds the slider while the video moves, so a visitor sees it through; one that stops moving for a
// whole delay without ending (stuck buffering, or parked on a last frame that never reports "ended",
// as WebKit leaves some WebM files) lets it go on: docs/decisions/007-video-slide-hold.md.
import { useEffect } from "react";
import type Swiper from "swiper";
import { activeSlideVideo } from "./slide-video.js";

const playing = (video: HTMLVideoElement) => !video.paused && !video.ended;

export function useAutoplay(swiper: Swiper | null, delayMs: number | undefined, paused: boolean): void {
  useEffect(() => {
    if (!swiper || !delayMs || paused) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let heldBy: HTMLVideoElement | null = null;

    const advance = () => {
      if (swiper.destroyed) return;
      if (!swiper.params.loop && swiper.isEnd) swiper.slideTo(0);
      else swiper.slideNext();
    };
    const release = () => {
      heldBy?.removeEventListener("ended", advance);
      heldBy = null;
    };
    const hold = (video: HTMLVideoElement, seenAt: number) => {
      heldBy = video;
      video.addEventListener("ended", advance, { once: true });
      timer = setTimeout(() => {
        release();
        if (playing(video) && video.currentTime !== seenAt) hold(video, video.currentTime);
        else advance();
      }, delayMs);
    };
    const onTimer = () => {
      const video = activeSlideVideo(swiper);
      if (video && playing(video)) hold(video, video.currentTime);
      else advance();
    };
    const schedule = () => {
      clearTimeout(timer);
      release();
      timer = setTimeout(onTimer, delayMs);
    };

    schedule();
    swiper.on("slideChange", schedule);
    return () => {
      clearTimeout(timer);
      release();
      if (!swiper.destroyed) swiper.off("slideChange", schedule);
    };
  }, [swiper, delayMs, paused]);
}
