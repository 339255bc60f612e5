// Fade-in on scroll that never hides content while it waits (print, screen readers, contrast checks): the
// fade starts just before the element enters the view. One already on screen at hydration is marked in a
// layout effect before the first paint, and does not animate (it would flicker).
import { useLayoutEffect, useState, type RefObject } from "react";

export type RevealState = "static" | "waiting" | "entering" | "shown";

/** How far below the view the fade starts, so it runs as the element comes in. */
export const REVEAL_MARGIN_PX = 80;

function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top < window.innerHeight && box.bottom > 0;
}

export function useRevealOnScroll(ref: RefObject<Element | null>): RevealState {
  const [state, setState] = useState<RevealState>("static");
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined" || isOnScreen(element)) {
      setState("shown");
      return;
    }
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState("entering");
        // Once revealed, it stays revealed: scrolling back up does not replay it.
        observer.disconnect();
      },
      { rootMargin: `0px 0px ${REVEAL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return state;
}

export function isRevealed(state: RevealState): boolean {
  return state === "entering" || state === "shown";
}
