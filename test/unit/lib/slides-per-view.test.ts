import { describe, expect, test } from "vitest";
import {
  ALBUM_STRIP_LAYOUT,
  BANDS,
  bandOf,
  CHARITY_THUMBS_LAYOUT,
  GENERAL_LAYOUT,
  HALL_THUMBS_LAYOUT,
  loopMinimum,
  NEWS_LAYOUT,
  perViewStyle,
  SINGLE_LAYOUT,
  sliderMode,
  type SliderLayout,
} from "../../../shared/lib/slides-per-view.js";

const perViewByBand = (layout: SliderLayout) => BANDS.map((band) => layout.perView[band]);

describe("the spec's slides-per-view tables (section 9)", () => {
  test("general sliders: 5 by default, 4 at 1350, 3 at 991, 2 at 766, 1 at 375", () => {
    expect(perViewByBand(GENERAL_LAYOUT)).toEqual([5, 4, 3, 2, 1]);
  });
  test("hall thumbnail strip: 8, 6, 5, 4, 3", () => {
    expect(perViewByBand(HALL_THUMBS_LAYOUT)).toEqual([8, 6, 5, 4, 3]);
  });
  test("charity thumbnails: 6 falling to 5, 4, 3, 2", () => {
    expect(perViewByBand(CHARITY_THUMBS_LAYOUT)).toEqual([6, 5, 4, 3, 2]);
  });
  test("album strip: 1 to 4 by the thresholds 766, 991, 1350", () => {
    expect(perViewByBand(ALBUM_STRIP_LAYOUT)).toEqual([4, 3, 2, 1, 1]);
    expect(ALBUM_STRIP_LAYOUT.loop).toBe(false);
  });
  test("news: 4 above 1350, 3 down to 991, 1 at 766 (centred) and 375, a page at a time, 500 ms, not infinite", () => {
    expect(perViewByBand(NEWS_LAYOUT)).toEqual([4, 3, 3, 1, 1]);
    expect(NEWS_LAYOUT).toMatchObject({ loop: false, groupScroll: true, speed: 500 });
    expect(NEWS_LAYOUT.centeredBands).toEqual(["766", "375"]);
  });
});

describe("bandOf: a value applies at and below its width", () => {
  test.each([
    [1920, "base"],
    [1351, "base"],
    [1350, "1350"],
    [1000, "1350"],
    [992, "1350"],
    [991, "991"],
    [767, "991"],
    [766, "766"],
    [700, "766"],
    [376, "766"],
    [375, "375"],
    [320, "375"],
  ] as const)("%i px -> %s", (width, band) => {
    expect(bandOf(width)).toBe(band);
  });
});

describe("sliderMode", () => {
  test("news cards per view at 1440 / 1000 / 700 are 4 / 3 / 1, scrolling the same number", () => {
    expect(sliderMode(NEWS_LAYOUT, bandOf(1440), 5)).toMatchObject({
      perView: 4,
      perGroup: 4,
      loop: false,
      centered: false,
      speed: 500,
    });
    expect(sliderMode(NEWS_LAYOUT, bandOf(1000), 5)).toMatchObject({ perView: 3, perGroup: 3, loop: false });
    expect(sliderMode(NEWS_LAYOUT, bandOf(700), 5)).toMatchObject({
      perView: 1,
      perGroup: 1,
      loop: false,
      centered: true,
    });
  });

  test("never infinite or centred when the items do not exceed the slides shown", () => {
    expect(sliderMode(GENERAL_LAYOUT, "base", 5)).toMatchObject({ loop: false, centered: false });
    expect(sliderMode(GENERAL_LAYOUT, "base", 3)).toMatchObject({ loop: false, centered: false });
    expect(sliderMode(NEWS_LAYOUT, "766", 1)).toMatchObject({ loop: false, centered: false });
  });

  test("infinite and centred once there are enough items for swiper to fill both sides", () => {
    expect(sliderMode(GENERAL_LAYOUT, "base", 8)).toMatchObject({ perView: 5, loop: true, centered: true });
    expect(sliderMode(GENERAL_LAYOUT, "375", 2)).toMatchObject({ perView: 1, loop: true, centered: true });
    expect(sliderMode(SINGLE_LAYOUT, "base", 2)).toMatchObject({ perView: 1, loop: true, centered: false });
  });

  test("more items than shown but too few to loop: plain sliding, not a centred gap", () => {
    // 5 per view centred needs 8 slides in swiper's loop; 6 exceed the view but cannot fill it.
    expect(sliderMode(GENERAL_LAYOUT, "base", 6)).toMatchObject({ loop: false, centered: false });
  });

  test("a layout that never loops still centres where it asks to", () => {
    expect(sliderMode(NEWS_LAYOUT, "375", 3)).toMatchObject({ loop: false, centered: true });
  });
});

test("loopMinimum mirrors swiper's loop check", () => {
  expect(loopMinimum(1, false)).toBe(2);
  expect(loopMinimum(5, true)).toBe(8);
  expect(loopMinimum(4, true)).toBe(8); // an even view is rounded up when centred
  expect(loopMinimum(3, false, 3)).toBe(6);
});

test("perViewStyle gives the CSS custom properties for the server-rendered first frame", () => {
  expect(perViewStyle(NEWS_LAYOUT)).toEqual({
    "--spv-base": "4",
    "--spv-1350": "3",
    "--spv-991": "3",
    "--spv-766": "1",
    "--spv-375": "1",
  });
});
