// A video that starts itself once, muted, the first time enough of it is visible, and pauses
// whenever it is scrolled out of view (spec section 4 and 9: threshold 0.3, 0.1 on some pages).
import { useEffect, type RefObject } from "react";

export function useVisibleAutoplay(ref: RefObject<HTMLVideoElement | null>, enabled: boolean, threshold: number): void {
  useEffect(() => {
    const video = ref.current;
    if (!enabled || !video || typeof IntersectionObserver === "undefined") return;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
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
      { threshold },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref, enabled, threshold]);
}
