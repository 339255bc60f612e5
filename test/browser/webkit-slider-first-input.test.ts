// The first-input checks of slider-first-input.test.ts in WebKit over WebDriver, on a phone-wide window:
// on /page?id=4 (typeId 2, one album of four photos), with swiper's script held back until the input is
// made (held-script-proxy.ts), a first click on a thumbnail and Enter on the next button each move the
// gallery to its second photo. The early swipe is checked in Chromium and Firefox: WebDriver's touch
// actions on a held page timed out under CI load here.
import { afterEach, beforeEach, expect, test } from "vitest";
import { openRoute, pressKey } from "./webkit-actions.js";
import { webKitSuite } from "./webkit-suite.js";
import { pageProblems, waitFor } from "./webkit-watch.js";
import { startHeldScriptProxy, swiperChunk, type HeldScriptProxy } from "./held-script-proxy.js";

const suite = webKitSuite();
const driver = () => suite.driver();
let proxy: HeldScriptProxy | undefined;

beforeEach(async () => {
  await driver().setWindowSize(390, 844);
});
afterEach(async () => {
  await proxy?.close();
});

const ENTER = "\uE007";
/** A page load, hydration and a slider start in WebKit on a busy 2-core machine. */
const TEST_BUDGET_MS = 150_000;
const SECOND_SHOWN = `document.querySelector('.gallery__main .swiper-slide-active')?.getAttribute('aria-label') === '2 / 4'`;
const SECOND_THUMB = `document.querySelector('.gallery__thumb[aria-current="true"]')?.getAttribute('aria-label')?.startsWith('顯示第 2 張') === true`;

/**
 * The gallery page with swiper held back: loaded on a window too short for the gallery to start (WebKit's
 * load event, and WebDriver with it, would wait for a held script), hydrated, then held and scrolled to.
 */
async function openGallery(): Promise<HeldScriptProxy> {
  proxy = await startHeldScriptProxy(suite.url(""), swiperChunk(), false);
  await driver().setWindowSize(390, 300);
  await openRoute(driver(), proxy.url + "/page?id=4");
  expect(await driver().execute("return document.querySelectorAll('.gallery .swiper-initialized').length;")).toBe(0);
  proxy.hold();
  await driver().setWindowSize(390, 844);
  await driver().execute("document.querySelector('.gallery').scrollIntoView();");
  return proxy;
}

test(
  "WebKit at 390 px: a thumbnail clicked before the sliders start shows its photo",
  async () => {
    const held = await openGallery();
    const thumbs = await driver().findAll(".gallery__thumb");
    const thumb = thumbs[1];
    if (!thumb) throw new Error("the gallery has no second thumbnail");
    // A pointer's press, not WebDriver's element click, which waits for the load the held script delays.
    await driver().performActions([
      {
        type: "pointer",
        id: "mouse",
        parameters: { pointerType: "mouse" },
        actions: [
          { type: "pointerMove", origin: thumb, x: 0, y: 0, duration: 0 },
          { type: "pointerDown", button: 0 },
          { type: "pointerUp", button: 0 },
        ],
      },
    ]);
    await held.asked;
    held.release();
    await waitFor(driver(), SECOND_SHOWN);
    await waitFor(driver(), SECOND_THUMB);
    expect(await pageProblems(driver())).toEqual([]);
  },
  TEST_BUDGET_MS,
);

test(
  "WebKit at 390 px: Enter on the next button before the slider starts moves it on",
  async () => {
    const held = await openGallery();
    await driver().execute("document.querySelector('.gallery__main .slider__nav--next').focus();");
    await pressKey(driver(), ENTER);
    await held.asked;
    held.release();
    await waitFor(driver(), SECOND_SHOWN);
    await waitFor(driver(), SECOND_THUMB);
    expect(await pageProblems(driver())).toEqual([]);
  },
  TEST_BUDGET_MS,
);
