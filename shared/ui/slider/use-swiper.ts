// Creates the swiper for a server-rendered slide list once the viewport band is known (never during
// render: house-style pitfall), rebuilds it when the band or the slides change, and reports the
// active item and the edges for the previous / next buttons.
// A swiper starts only when its slider comes near the screen, each in a task of its own: the server
// HTML already shows the first frame, so a slider nobody looks at yet costs no script, no measuring
// and no layout while the page loads (a phone shows one or two of a page's sliders at first).
// The first input on a slider not yet started starts it at once, and what that input asked for (a
// thumbnail's item, a previous / next press, a swipe, a focused slide) is the slide it starts at.
// Swiper itself is imported on first use: the server never loads it, and hydration does not wait for it.
import { useEffect, useRef, useState, type RefObject } from "react";
import type Swiper from "swiper";
import type * as FadeModule from "./swiper-fade.js";
import { sliderMode, type SliderLayout } from "../../lib/slides-per-view.js";
import { useViewportBand } from "./use-viewport-band.js";
import { watchEarlyInput } from "./early-input.js";

export interface SwiperEdges {
  atStart: boolean;
  atEnd: boolean;
  /** Everything fits in one view: nothing to slide, the buttons hide. */
  locked: boolean;
}

export interface SwiperSetup {
  layout: SliderLayout;
  count: number;
  gapPx: number;
  /** Changes whenever the slides change; the swiper is rebuilt for the new ones. */
  slidesKey: string;
  /** "fade": slides cross-fade in place (swiper's EffectFade; one slide per view); default "slide". */
  effect?: "slide" | "fade";
  /** The item the owner wants in view (a controlled slider), also before the swiper starts. */
  activeIndex?: number;
  /** The whole slider, buttons included: input anywhere in it starts the swiper. */
  root?: RefObject<HTMLElement | null>;
  onActiveIndexChange?: (index: number) => void;
}

export interface SwiperControl {
  swiper: Swiper | null;
  edges: SwiperEdges;
  /** Previous (-1) or next (1): now if started, else where the swiper will start. */
  step: (by: 1 | -1) => void;
}

const INITIAL_EDGES: SwiperEdges = { atStart: true, atEnd: false, locked: false };

/**
 * The item whose slide holds the keyboard focus, or null. Before swiper starts (and after it is
 * destroyed, which restores the order a loop changed) the slides are in item order.
 */
function focusedItem(element: HTMLElement): number | null {
  const slide = document.activeElement?.closest(".swiper-slide");
  if (!slide?.parentElement || !element.contains(slide)) return null;
  return Array.prototype.indexOf.call(slide.parentElement.children, slide);
}

/** "Near the screen": within half a screen's height of it, so a slider is ready before it shows. */
const NEAR_SCREEN = "50% 0px";

export function useSwiper(container: RefObject<HTMLElement | null>, setup: SwiperSetup): SwiperControl {
  const { layout, count, gapPx, slidesKey, effect = "slide", root } = setup;
  const band = useViewportBand();
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [edges, setEdges] = useState<SwiperEdges>(INITIAL_EDGES);
  // Latest callback without rebuilding the swiper when a parent passes a new function.
  const onActive = useRef(setup.onActiveIndexChange);
  const wanted = useRef(setup.activeIndex);
  useEffect(() => {
    onActive.current = setup.onActiveIndexChange;
    wanted.current = setup.activeIndex;
  });
  const stepper = useRef<(by: 1 | -1) => void>(() => undefined);
  // The item in view survives a rebuild (a resize across a band keeps the visitor's place).
  const activeIndex = useRef(0);
  const builtFor = useRef(slidesKey);

  useEffect(() => {
    const element = container.current;
    if (band === null || element === null || count === 0) return;
    if (builtFor.current !== slidesKey) {
      // A new slide list starts at its first item.
      builtFor.current = slidesKey;
      activeIndex.current = 0;
    }
    const mode = sliderMode(layout, band, count);
    const report = (instance: Swiper) => {
      setEdges({
        atStart: !mode.loop && instance.isBeginning,
        atEnd: !mode.loop && instance.isEnd,
        locked: instance.isLocked,
      });
    };
    let instance: Swiper | null = null;
    let cancelled = false;
    let starting = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The item a press or swipe asked for before the swiper existed.
    let asked: number | null = null;
    const startItem = () => asked ?? focusedItem(element) ?? wanted.current ?? activeIndex.current;
    stepper.current = (by) => {
      if (instance) {
        if (by === 1) instance.slideNext();
        else instance.slidePrev();
        return;
      }
      const next = startItem() + by * mode.perGroup;
      asked = mode.loop ? (next + count) % count : Math.min(Math.max(next, 0), count - 1);
      start();
    };
    const build = (SwiperClass: typeof Swiper, fade: typeof FadeModule | null) => {
      if (cancelled) return;
      // Focus that arrived first (a Tab into a hidden slide of a slider off screen) picks the slide to
      // start at. Sliding there once started could be undone: in loop mode swiper's first resize
      // re-seats the slider a frame later, at the index it had when the resize came.
      const startAt = startItem();
      instance = new SwiperClass(element, {
        slidesPerView: mode.perView,
        slidesPerGroup: mode.perGroup,
        loop: mode.loop,
        centeredSlides: mode.centered,
        speed: mode.speed,
        spaceBetween: gapPx,
        initialSlide: Math.min(startAt, count - 1),
        watchSlidesProgress: true,
        ...(fade ? { modules: [fade.EffectFade], effect: "fade", fadeEffect: { crossFade: true } } : {}),
        on: {
          afterInit: report,
          lock: report,
          unlock: report,
          resize: report,
          slideChange: (s) => {
            activeIndex.current = s.realIndex;
            onActive.current?.(s.realIndex);
            report(s);
          },
        },
      });
      setSwiper(instance);
      // The owner follows where an early press took the slider (a thumbnail strip, the shown photo).
      if (instance.realIndex !== (wanted.current ?? activeIndex.current)) {
        activeIndex.current = instance.realIndex;
        onActive.current?.(instance.realIndex);
      }
    };
    function start() {
      if (starting) return;
      starting = true;
      observer.disconnect();
      const modules = Promise.all([import("swiper"), effect === "fade" ? import("./swiper-fade.js") : null]);
      void modules.then(
        // One task per swiper: sliders that come into view together do not add up to one long task.
        ([{ Swiper: SwiperClass }, fade]) => (timer = setTimeout(() => build(SwiperClass, fade))),
        (error: unknown) => {
          // The slides stay as the server rendered them: readable, just not sliding.
          console.error("slider script failed to load:", error);
        },
      );
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: NEAR_SCREEN,
    });
    observer.observe(element);
    const stopWatching = watchEarlyInput(root?.current ?? element, {
      start,
      swipe: (by) => stepper.current(by),
      started: () => instance !== null,
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      stopWatching();
      stepper.current = () => undefined;
      clearTimeout(timer);
      setSwiper(null);
      instance?.destroy(true, true);
    };
  }, [container, root, band, layout, count, gapPx, slidesKey, effect]);

  return { swiper, edges, step: (by) => stepper.current(by) };
}
