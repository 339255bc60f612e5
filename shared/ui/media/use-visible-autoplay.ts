// Spec sections 4 and 9. Rendered with preload "none": a video below the fold costs no download and no
// media player until any of it comes into view.
import { useEffect, type RefObject } from "react";

export function useVisibleAutoplay(ref: RefObject<HTMLVideoElement | null>, enabled: boolean, threshold: number): void {
  useEffect(() => {
    const video = ref.current;
    if (!enabled || !video || typeof IntersectionObserver === "undefined") return;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && video.preload === "none") video.preload = "metadata";
          if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
            if (started) continue;
            started = true;
            video.muted = true;
            // Autoplay may be refused by the browser; the video then waits for the visitor.
            video.play().catch(() => undefined);
          } else if (!video.paused) {
            video.pause();
          }
        }
      },
      { threshold: [0, threshold] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref, enabled, threshold]);
}
