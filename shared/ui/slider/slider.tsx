// The one slider (swiper core, no swiper modules), configured per use.
//
// Props:
//   items, itemKey, renderSlide   the slides; renderSlide returns the slide's content (a button or
//                                 link for clickable slides). Keep items stable between renders.
//   layout                        a SliderLayout from shared/lib/slides-per-view.ts (slides per view by
//                                 width, loop / centring wishes, group scrolling, speed)
//   label                         accessible name of the carousel (Traditional Chinese)
//   gapPx                         space between slides (default 0)
//   autoplayMs                    advance every n ms; pauses on hover or focus; a playing video holds it;
//                                 adds the pause control (pause-control.tsx), and starts stopped when
//                                 the visitor asked for reduced motion
//   playActiveVideo               a video slide plays (muted, volume 0.5) when entered, pauses when left
//   navigation, navLabels         previous / next buttons and their accessible names
//   activeIndex                   keep this item in view (controlled: thumbnail strips, linked sliders)
//   onActiveIndexChange           the item in view changed (swiper's realIndex)
//   effect                        "fade" cross-fades one slide at a time in place (default "slide")
//   className                     extra class on the root
//
// The server renders plain markup whose slide widths come from CSS (perViewStyle + slider.css), so
// the first frame matches the initialised slider; swiper starts after hydration (use-swiper.ts).
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { centreStyle, perViewStyle, type SliderLayout } from "../../lib/slides-per-view.js";
import { useActiveSlideVideo } from "./slide-video.js";
import { useAutoplay } from "./use-autoplay.js";
import { PauseControl, useAutoplayStopped } from "./pause-control.js";
import { useSwiper } from "./use-swiper.js";
import { keepInView, revealFocusedSlide } from "./slide-visibility.js";
import "./slider.css";

export interface SliderProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  layout: SliderLayout;
  label: string;
  gapPx?: number;
  autoplayMs?: number;
  playActiveVideo?: boolean;
  navigation?: boolean;
  navLabels?: { prev: string; next: string };
  activeIndex?: number;
  onActiveIndexChange?: (index: number) => void;
  effect?: "slide" | "fade";
  className?: string;
}

const DEFAULT_NAV_LABELS = { prev: "上一個", next: "下一個" };

export function Slider<T>(props: SliderProps<T>) {
  const { items, itemKey, renderSlide, layout, label, gapPx = 0, autoplayMs, playActiveVideo = false } = props;
  const {
    navigation = false,
    navLabels = DEFAULT_NAV_LABELS,
    activeIndex,
    onActiveIndexChange,
    effect,
    className,
  } = props;
  const container = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);
  const keys = items.map(itemKey);
  const slidesKey = keys.join("|");
  const { swiper, edges, step } = useSwiper(container, {
    layout,
    count: items.length,
    gapPx,
    slidesKey,
    activeIndex,
    root,
    onActiveIndexChange,
    effect,
  });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useAutoplayStopped(autoplayMs !== undefined);
  const paused = hovered || focused || stopped;

  useAutoplay(swiper, autoplayMs, paused);
  useActiveSlideVideo(swiper, playActiveVideo);
  useEffect(() => {
    if (swiper && activeIndex !== undefined) keepInView(swiper, activeIndex);
  }, [swiper, activeIndex]);
  useEffect(() => {
    // Focus that arrived before the swiper did (a Tab into a slider off screen): the swiper starts at
    // that slide (use-swiper.ts); this undoes the browser's scroll of the viewport, and shows the slide
    // again if keepInView above moved a controlled slider (a thumbnail strip) away from it.
    const focused = document.activeElement;
    if (swiper && container.current && focused && container.current.contains(focused))
      revealFocusedSlide(swiper, container.current, focused);
  }, [swiper]);

  if (items.length === 0) return null;
  const style: CSSProperties & Record<`--${string}`, string> = {
    ...perViewStyle(layout),
    ...(effect === "fade" ? {} : centreStyle(layout, items.length)),
    "--slider-gap": `${gapPx}px`,
  };
  // Hover means a mouse: a touch "enter" has no matching leave until the next tap elsewhere.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(false);
  };
  const onFocus = (event: FocusEvent) => {
    setFocused(true);
    if (swiper && container.current && event.target instanceof Element)
      revealFocusedSlide(swiper, container.current, event.target);
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  return (
    <section
      ref={root}
      className={className ? `slider ${className}` : "slider"}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      data-paused={autoplayMs !== undefined && paused ? "" : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* key: a new slide list gets fresh markup, never DOM that swiper reordered for the old one. */}
      <div className="swiper slider__viewport" ref={container} key={slidesKey}>
        <div className="swiper-wrapper">{slideElements(items, keys, renderSlide)}</div>
      </div>
      {autoplayMs !== undefined && (
        <PauseControl
          stopped={stopped}
          onToggle={() => {
            // Pressing play is the visitor's explicit wish: it outweighs the pause that hovering or
            // focusing this very button caused, until the pointer or focus enters the slider again.
            if (stopped) {
              setHovered(false);
              setFocused(false);
            }
            setStopped(!stopped);
          }}
        />
      )}
      {navigation && !edges.locked && (
        <>
          <button
            type="button"
            className="slider__nav slider__nav--prev"
            aria-label={navLabels.prev}
            disabled={edges.atStart}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="slider__nav slider__nav--next"
            aria-label={navLabels.next}
            disabled={edges.atEnd}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </section>
  );
}

/** The slides, each a labelled group. */
function slideElements<T>(items: readonly T[], keys: string[], renderSlide: SliderProps<T>["renderSlide"]) {
  return items.map((item, index) => (
    <div
      className="swiper-slide slider__slide"
      key={keys[index]}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} / ${items.length}`}
    >
      {renderSlide(item, index)}
    </div>
  ));
}
