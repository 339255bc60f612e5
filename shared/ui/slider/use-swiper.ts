// Creates the swiper for a server-rendered slide list once the viewport band is known (never during
// render: house-style pitfall), rebuilds it when the band or the slides change, and reports the
// active item and the edges for the previous / next buttons.
// A swiper starts only when its slider comes near the screen, each in a task of its own: the server
// HTML already shows the first frame, so a slider nobody looks at yet costs no script, no measuring
// and no layout while the page loads (a phone shows one or two of a page's sliders at first).
// Swiper itself is imported on first use: the server never loads it, and hydration does not wait for it.
import { useEffect, useRef, useState, type RefObject } from "react";
import type Swiper from "swiper";
import type * as FadeModule from "./swiper-fade.js";
import { sliderMode, type SliderLayout } from "../../lib/slides-per-view.js";
import { useViewportBand } from "./use-viewport-band.js";

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
  onActiveIndexChange?: (index: number) => void;
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

export function useSwiper(
  container: RefObject<HTMLElement | null>,
  setup: SwiperSetup,
): { swiper: Swiper | null; edges: SwiperEdges } {
  const { layout, count, gapPx, slidesKey, effect = "slide" } = setup;
  const band = useViewportBand();
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [edges, setEdges] = useState<SwiperEdges>(INITIAL_EDGES);
  // Latest callback without rebuilding the swiper when a parent passes a new function.
  const onActive = useRef(setup.onActiveIndexChange);
  useEffect(() => {
    onActive.current = setup.onActiveIndexChange;
  });
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const build = (SwiperClass: typeof Swiper, fade: typeof FadeModule | null) => {
      if (cancelled) return;
      // Focus that arrived first (a Tab into a hidden slide of a slider off screen) picks the slide to
      // start at. Sliding there once started could be undone: in loop mode swiper's first resize
      // re-seats the slider a frame later, at the index it had when the resize came.
      const startAt = focusedItem(element) ?? activeIndex.current;
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
    };
    const start = () => {
      const modules = Promise.all([import("swiper"), effect === "fade" ? import("./swiper-fade.js") : null]);
      void modules.then(
        // One task per swiper: sliders that come into view together do not add up to one long task.
        ([{ Swiper: SwiperClass }, fade]) => (timer = setTimeout(() => build(SwiperClass, fade))),
        (error: unknown) => {
          // The slides stay as the server rendered them: readable, just not sliding.
          console.error("slider script failed to load:", error);
        },
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      clearTimeout(timer);
      setSwiper(null);
      instance?.destroy(true, true);
    };
  }, [container, band, layout, count, gapPx, slidesKey, effect]);

  return { swiper, edges };
}
