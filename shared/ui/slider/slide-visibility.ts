// Keeping a given slide in view: for controlled sliders (a thumbnail strip follows the main photo)
// and for keyboard users (a link tabbed to in a hidden slide is brought into view).
import type Swiper from "swiper";

/** The slide element's position in swiper's (possibly loop-reordered) slide list for an item index. */
function domIndexOf(swiper: Swiper, itemIndex: number): number {
  if (!swiper.params.loop) return itemIndex;
  return swiper.slides.findIndex((slide) => Number(slide.getAttribute("data-swiper-slide-index")) === itemIndex);
}

function fullyVisible(slide: HTMLElement | undefined): boolean {
  // Set by swiper's watchSlidesProgress.
  return slide?.classList.contains("swiper-slide-fully-visible") ?? false;
}

/** Moves only when the item is not already fully shown, so clicking a visible thumbnail does not scroll the strip. */
export function keepInView(swiper: Swiper, itemIndex: number): void {
  if (swiper.destroyed || itemIndex < 0 || itemIndex >= swiper.slides.length) return;
  if (fullyVisible(swiper.slides[domIndexOf(swiper, itemIndex)])) return;
  if (swiper.params.loop) swiper.slideToLoop(itemIndex);
  else swiper.slideTo(itemIndex);
}

export function revealFocusedSlide(swiper: Swiper, viewport: HTMLElement, target: Element): void {
  const slide = target.closest(".swiper-slide");
  if (!(slide instanceof HTMLElement) || swiper.destroyed) return;
  // The browser scrolled the overflow-hidden viewport to show the focused element; swiper moves by transform instead.
  viewport.scrollLeft = 0;
  if (fullyVisible(slide)) return;
  const domIndex = swiper.slides.indexOf(slide);
  if (domIndex >= 0) swiper.slideTo(domIndex);
}
