// The spec's slides-per-view tables (section 9) as data, and the rules that turn a table, a viewport
// width and an item count into a slider's mode. Pure: the server uses the tables for CSS custom
// properties (first frame), the browser for swiper's options after hydration.

/** Width bands: "base" above 1350 px, then each max-width threshold (a value applies at and below it). */
export const BANDS = ["base", "1350", "991", "766", "375"] as const;
export type Band = (typeof BANDS)[number];

/** The thresholds in px, widest first; CSS media queries in slider.css use the same numbers. */
export const BAND_MAX_WIDTH: Readonly<Record<Exclude<Band, "base">, number>> = {
  "1350": 1350,
  "991": 991,
  "766": 766,
  "375": 375,
};

export interface SliderLayout {
  /** Slides visible at once, per band. */
  perView: Readonly<Record<Band, number>>;
  /** Infinite when wanted and the items outnumber the slides shown. */
  loop: boolean;
  /** Bands where the active slide is centred (again only when the items outnumber the slides shown). */
  centeredBands: readonly Band[];
  /** Scroll a whole view at a time (slidesPerGroup = slides shown). */
  groupScroll: boolean;
  /** Transition in ms. */
  speed: number;
}

const ALL_BANDS: readonly Band[] = BANDS;

/** General sliders: 5 by default, 4 at 1350 px and under, 3 at 991, 2 at 766, 1 at 375. */
export const GENERAL_LAYOUT: SliderLayout = {
  perView: { base: 5, "1350": 4, "991": 3, "766": 2, "375": 1 },
  loop: true,
  centeredBands: ALL_BANDS,
  groupScroll: false,
  speed: 300,
};

/**
 * Hall thumbnail strip: 8, 6, 5, 4, 3 at the general breakpoints. The spec gives no other strip for
 * photo galleries, so album galleries (/page3) use this table too: small thumbnails at every width.
 */
export const HALL_THUMBS_LAYOUT: SliderLayout = {
  ...GENERAL_LAYOUT,
  perView: { base: 8, "1350": 6, "991": 5, "766": 4, "375": 3 },
};
export const THUMB_STRIP_LAYOUT = HALL_THUMBS_LAYOUT;

/** Charity carousel thumbnails: 6 visible, falling to 5, 4, 3, 2 at 1350, 991, 766, 375. */
export const CHARITY_THUMBS_LAYOUT: SliderLayout = {
  ...GENERAL_LAYOUT,
  perView: { base: 6, "1350": 5, "991": 4, "766": 3, "375": 2 },
};

/** Album strip: 1 to 4 items by width (thresholds 766, 991, 1350); a list to pick from, so no loop. */
export const ALBUM_STRIP_LAYOUT: SliderLayout = {
  perView: { base: 4, "1350": 3, "991": 2, "766": 1, "375": 1 },
  loop: false,
  centeredBands: [],
  groupScroll: false,
  speed: 300,
};

/** Home news cards: 4 above 1350 px, 3 down to 767, 1 at 766 (centred) and at 375; a page at a time, 500 ms, not infinite. */
export const NEWS_LAYOUT: SliderLayout = {
  perView: { base: 4, "1350": 3, "991": 3, "766": 1, "375": 1 },
  loop: false,
  centeredBands: ["766", "375"],
  groupScroll: true,
  speed: 500,
};

/** One large item at a time (home media slider, main photo of a gallery). */
export const SINGLE_LAYOUT: SliderLayout = {
  perView: { base: 1, "1350": 1, "991": 1, "766": 1, "375": 1 },
  loop: true,
  centeredBands: [],
  groupScroll: false,
  speed: 500,
};

/** The band a viewport width falls in (same boundaries as the CSS max-width queries). */
export function bandOf(width: number): Band {
  if (width <= BAND_MAX_WIDTH["375"]) return "375";
  if (width <= BAND_MAX_WIDTH["766"]) return "766";
  if (width <= BAND_MAX_WIDTH["991"]) return "991";
  if (width <= BAND_MAX_WIDTH["1350"]) return "1350";
  return "base";
}

/**
 * Fewest slides swiper's loop needs to fill both sides of the view (mirrors its loopFix check,
 * which otherwise logs a warning and misbehaves): with centring an even count is rounded up and
 * half a view is kept on each side.
 */
export function loopMinimum(perView: number, centered: boolean, perGroup = 1): number {
  const shown = centered && perView % 2 === 0 ? perView + 1 : perView;
  let looped = centered ? Math.max(perGroup, Math.ceil(shown / 2)) : perGroup;
  if (looped % perGroup !== 0) looped += perGroup - (looped % perGroup);
  return shown + looped;
}

export interface SliderMode {
  perView: number;
  perGroup: number;
  loop: boolean;
  centered: boolean;
  speed: number;
}

/** What a slider does with `count` items in `band`: loop and centring only when the items outnumber the view. */
export function sliderMode(layout: SliderLayout, band: Band, count: number): SliderMode {
  const perView = layout.perView[band];
  const overflowing = count > perView;
  const wantsCentre = overflowing && layout.centeredBands.includes(band);
  const perGroup = layout.groupScroll ? perView : 1;
  const loop = overflowing && layout.loop && count >= loopMinimum(perView, wantsCentre, perGroup);
  // A looping layout centres only while it loops: centred without a loop leaves a gap before the first slide.
  const centered = wantsCentre && (loop || !layout.loop);
  return { perView, perGroup, loop, centered, speed: layout.speed };
}

/** CSS custom properties for the server-rendered first frame: slider.css picks one per media query. */
export function perViewStyle(layout: SliderLayout): Record<`--spv-${Band}`, string> {
  return {
    "--spv-base": String(layout.perView.base),
    "--spv-1350": String(layout.perView["1350"]),
    "--spv-991": String(layout.perView["991"]),
    "--spv-766": String(layout.perView["766"]),
    "--spv-375": String(layout.perView["375"]),
  };
}

/**
 * Per band, 1 when swiper will centre the first slide (centred loop), else 0: slider.css shifts the
 * server-rendered first frame by the same amount, so nothing moves when swiper starts (CLS).
 */
export function centreStyle(layout: SliderLayout, count: number): Record<`--centre-${Band}`, string> {
  const at = (band: Band) => (sliderMode(layout, band, count).centered ? "1" : "0");
  return {
    "--centre-base": at("base"),
    "--centre-1350": at("1350"),
    "--centre-991": at("991"),
    "--centre-766": at("766"),
    "--centre-375": at("375"),
  };
}
