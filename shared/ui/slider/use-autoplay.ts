// Advances a slider every `delayMs` while not paused (hover or focus, spec section 4; the pause
// control, which also starts stopped for reduced motion: pause-control.tsx). A playing video slide
// holds the slider until the video ends, so a visitor sees it through.
import { useEffect } from "react";
import type Swiper from "swiper";
import { activeSlideVideo } from "./slide-video.js";

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
      heldBy?.removeEventListener("ended", onVideoEnded);
      heldBy = null;
    };
    function onVideoEnded() {
      release();
      advance();
    }
    const onTimer = () => {
      const video = activeSlideVideo(swiper);
      if (video && !video.paused && !video.ended) {
        heldBy = video;
        video.addEventListener("ended", onVideoEnded);
        return;
      }
      advance();
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
