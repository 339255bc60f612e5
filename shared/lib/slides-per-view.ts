// The spec's slides-per-view tables (section 9): CSS custom properties on the server, swiper's options after hydration.

/** "base" above 1350 px, then max-width thresholds. */
export const BANDS = ["base", "1350", "991", "766", "375"] as const;
export type Band = (typeof BANDS)[number];

/** slider.css's media queries use the same numbers. */
export const BAND_MAX_WIDTH: Readonly<Record<Exclude<Band, "base">, number>> = {
  "1350": 1350,
  "991": 991,
  "766": 766,
  "375": 375,
};

export interface SliderLayout {
  perView: Readonly<Record<Band, number>>;
  loop: boolean;
  centeredBands: readonly Band[];
  groupScroll: boolean;
  speed: number;
}

const ALL_BANDS: readonly Band[] = BANDS;

export const GENERAL_LAYOUT: SliderLayout = {
  perView: { base: 5, "1350": 4, "991": 3, "766": 2, "375": 1 },
  loop: true,
  centeredBands: ALL_BANDS,
  groupScroll: false,
  speed: 300,
};

/** The spec gives no other strip for photo galleries, so album galleries (/page3) use this one too. */
export const HALL_THUMBS_LAYOUT: SliderLayout = {
  ...GENERAL_LAYOUT,
  perView: { base: 8, "1350": 6, "991": 5, "766": 4, "375": 3 },
};
export const THUMB_STRIP_LAYOUT = HALL_THUMBS_LAYOUT;

export const CHARITY_THUMBS_LAYOUT: SliderLayout = {
  ...GENERAL_LAYOUT,
  perView: { base: 6, "1350": 5, "991": 4, "766": 3, "375": 2 },
};

/** A list to pick from, so no loop. */
export const ALBUM_STRIP_LAYOUT: SliderLayout = {
  perView: { base: 4, "1350": 3, "991": 2, "766": 1, "375": 1 },
  loop: false,
  centeredBands: [],
  groupScroll: false,
  speed: 300,
};

export const NEWS_LAYOUT: SliderLayout = {
  perView: { base: 4, "1350": 3, "991": 3, "766": 1, "375": 1 },
  loop: false,
  centeredBands: ["766", "375"],
  groupScroll: true,
  speed: 500,
};

export const SINGLE_LAYOUT: SliderLayout = {
  perView: { base: 1, "1350": 1, "991": 1, "766": 1, "375": 1 },
  loop: true,
  centeredBands: [],
  groupScroll: false,
  speed: 500,
};

export function bandOf(width: number): Band {
  if (width <= BAND_MAX_WIDTH["375"]) return "375";
  if (width <= BAND_MAX_WIDTH["766"]) return "766";
  if (width <= BAND_MAX_WIDTH["991"]) return "991";
  if (width <= BAND_MAX_WIDTH["1350"]) return "1350";
  return "base";
}

/** Mirrors swiper's loopFix check, which otherwise logs a warning and misbehaves. */
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

export function perViewStyle(layout: SliderLayout): Record<`--spv-${Band}`, string> {
  return {
    "--spv-base": String(layout.perView.base),
    "--spv-1350": String(layout.perView["1350"]),
    "--spv-991": String(layout.perView["991"]),
    "--spv-766": String(layout.perView["766"]),
    "--spv-375": String(layout.perView["375"]),
  };
}

/** slider.css shifts the first frame by the centring swiper will do, so nothing moves when it starts (CLS). */
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
