// The pause control of a slider that advances on its own (WCAG 2.2.2: moving content a visitor can
// stop, phones included, where hover and focus pauses never happen). Its name says what pressing it
// does: 「暫停輪播」 while the slider plays, 「繼續輪播」 once stopped; a screen reader announces the new
// name on the focused button. A slider stopped here stays stopped until the button is pressed again.
import { useState, useSyncExternalStore } from "react";
import "./pause-control.css";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

// One query object for the page, made on first use (never on the server).
let query: MediaQueryList | null = null;
const reducedMotionQuery = (): MediaQueryList => (query ??= window.matchMedia(REDUCED_MOTION));

function subscribeReducedMotion(onChange: () => void): () => void {
  reducedMotionQuery().addEventListener("change", onChange);
  return () => reducedMotionQuery().removeEventListener("change", onChange);
}
const reducedMotion = () => reducedMotionQuery().matches;
// The server cannot know: it renders "playing", and hydration then switches to the visitor's setting.
const serverReducedMotion = () => false;
const subscribeNothing = () => () => undefined;

/**
 * Whether autoplay is stopped: as the visitor set it with the control, or, until they do, stopped for
 * a visitor who asked for reduced motion (moving content is what they asked not to get). A slider that
 * never advances on its own (`autoplay` false) watches nothing.
 */
export function useAutoplayStopped(autoplay: boolean): [boolean, (stopped: boolean) => void] {
  const [choice, setChoice] = useState<boolean | null>(null);
  const reduced = useSyncExternalStore(
    autoplay ? subscribeReducedMotion : subscribeNothing,
    autoplay ? reducedMotion : serverReducedMotion,
    serverReducedMotion,
  );
  return [choice ?? reduced, setChoice];
}

export function PauseControl({ stopped, onToggle }: { stopped: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="slider__pause"
      aria-label={stopped ? "繼續輪播" : "暫停輪播"}
      data-stopped={stopped ? "" : undefined}
      onClick={onToggle}
    >
      <span aria-hidden="true">{stopped ? "▶" : "❚❚"}</span>
    </button>
  );
}
