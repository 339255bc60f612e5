// Fade-in on scroll for one element (the /about history cards).
//
//   "static"   server HTML and no-JavaScript visitors: shown, nothing animates
//   "waiting"  hydrated, below the fold: still shown as it is, not yet active
//   "entering" about to scroll into view: active, and the fade-in animation plays
//   "shown"    already on screen when the page hydrated: active, no animation (it would flicker)
//
// Nothing is ever hidden while it waits: the fade starts just before the element enters the view,
// so content stays readable for print, screen readers and contrast checks wherever it is.
// Decided in a layout effect so an element already on screen is marked before the first paint.
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

/** The element's content looks active (spec: the history card's animActive). */
export function isRevealed(state: RevealState): boolean {
  return state === "entering" || state === "shown";
}
