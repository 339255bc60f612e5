// Input that reaches a slider before its swiper has started: the first press, key or focus on it starts
// the swiper at once (no wait for the near-screen observer), and a drag across it, which no swiper saw
// begin, is reported as the step it asks for, so the slider takes it once started (use-swiper.ts).

/** Horizontal travel, in CSS pixels, that makes a drag a swipe rather than a wobbly tap. */
const SWIPE_PX = 30;

export interface EarlyInputHandlers {
  /** The visitor reached for the slider: start it now. */
  start: () => void;
  /** A drag that began before the swiper existed ended: 1 to the next slide, -1 to the previous. */
  swipe: (by: 1 | -1) => void;
  /** Whether the swiper has started (drags that begin after that are its own). */
  started: () => boolean;
}

/** Watches `root` (capture phase, passive); returns the function that stops watching. */
export function watchEarlyInput(root: HTMLElement, handlers: EarlyInputHandlers): () => void {
  let from: { id: number; x: number; y: number } | null = null;
  let swiped = false;
  const start = () => handlers.start();
  const down = (event: PointerEvent) => {
    handlers.start();
    swiped = false;
    from = handlers.started() || !event.isPrimary ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const up = (event: PointerEvent) => {
    if (from?.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    from = null;
    swiped = Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy);
    if (swiped) handlers.swipe(dx < 0 ? 1 : -1);
  };
  // A swipe is not a click on what it began on (as swiper's own preventClicks has it once started).
  const click = (event: MouseEvent) => {
    if (!swiped) return;
    swiped = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const cancel = () => (from = null);
  // A mouse drag on a photo would drag the image out (and cancel the pointer), as swiper prevents once started.
  const drag = (event: DragEvent) => {
    if (from) event.preventDefault();
  };
  const options = { capture: true, passive: true };
  root.addEventListener("pointerdown", down, options);
  root.addEventListener("click", click, true);
  root.addEventListener("dragstart", drag);
  root.addEventListener("keydown", start, options);
  root.addEventListener("focusin", start, options);
  root.addEventListener("touchstart", start, options);
  // On the window: a drag may end outside the slider.
  window.addEventListener("pointerup", up, options);
  window.addEventListener("pointercancel", cancel, options);
  return () => {
    root.removeEventListener("pointerdown", down, options);
    root.removeEventListener("click", click, true);
    root.removeEventListener("dragstart", drag);
    root.removeEventListener("keydown", start, options);
    root.removeEventListener("focusin", start, options);
    root.removeEventListener("touchstart", start, options);
    window.removeEventListener("pointerup", up, options);
    window.removeEventListener("pointercancel", cancel, options);
  };
}
