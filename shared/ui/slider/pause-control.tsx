// The pause control of a slider that advances on its own (WCAG 2.2.2: moving content a visitor can
// stop, phones included, where hover and focus pauses never happen). Its name says what pressing it
// does: 「暫停輪播」 while the slider plays, 「繼續輪播」 once stopped; a screen reader announces the new
// name on the focused button. A slider stopped here stays stopped until the button is pressed again.
import { useState, useSyncExternalStore } from "react";
import "./pause-control.css";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
// The server cannot know: it renders "playing", and hydration then switches to the visitor's setting.
const serverReducedMotion = () => false;

/**
 * Whether autoplay is stopped: as the visitor set it with the control, or, until they do, stopped for
 * a visitor who asked for reduced motion (moving content is what they asked not to get).
 */
export function useAutoplayStopped(): [boolean, (stopped: boolean) => void] {
  const [choice, setChoice] = useState<boolean | null>(null);
  const reduced = useSyncExternalStore(subscribeReducedMotion, reducedMotion, serverReducedMotion);
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
