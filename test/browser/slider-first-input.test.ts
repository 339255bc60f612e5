// A slider starts lazily (near the screen, or at the first input on it: use-swiper.ts), and the input
// that starts it is not lost: on /page?id=41 (typeId 2, an album of two photos) a first click, key press
// or swipe on a gallery whose swiper has not started does what it does on a started one. Swiper's script
// is held back until the input is made (held-script-proxy.ts), so "not started" holds on any machine.
// Chromium; test/browser/slider-first-input-firefox.test.ts and webkit-slider-first-input.test.ts do the
// same in Firefox and WebKit.
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startSite, waitForHydration, type Site, type WatchedPage } from "./harness.js";
import { BROWSER_SITE } from "./page-helpers.js";
import { startHeldScriptProxy, swiperChunk, type HeldScriptProxy } from "./held-script-proxy.js";

let site: Site;
let browser: Browser;
let proxy: HeldScriptProxy | undefined;
let watched: WatchedPage | undefined;
beforeAll(async () => {
  site = await startSite(BROWSER_SITE);
  browser = await launchBrowser();
});
afterEach(async () => {
  await watched?.context.close();
  await proxy?.close();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PHONE = { width: 390, height: 844 };
const shown = (n: number) => `.gallery__main .swiper-slide-active[aria-label="${n} / 2"]`;

/** The gallery page with swiper held back, scrolled to the gallery, hydrated and not started. */
async function openGallery() {
  proxy = await startHeldScriptProxy(site.baseUrl, swiperChunk());
  watched = await openPage(browser, proxy.url + "/page?id=41", PHONE);
  await waitForHydration(watched.page);
  await watched.page.locator(".gallery").scrollIntoViewIfNeeded();
  expect(await watched.page.locator(".gallery .swiper-initialized").count()).toBe(0);
  return { page: watched.page, problems: watched.problems, proxy };
}

test("a thumbnail clicked before the sliders start shows its photo", async () => {
  const { page, problems, proxy } = await openGallery();
  await page.locator(".gallery__thumb").nth(1).click();
  await proxy.asked;
  proxy.release();
  await page.waitForSelector(shown(2));
  await page.waitForSelector('.gallery__thumb[aria-current="true"][aria-label^="顯示第 2 張"]');
  expect(problems).toEqual([]);
});

test("Enter on the next button before the slider starts moves it on, and the thumbnails follow", async () => {
  const { page, problems, proxy } = await openGallery();
  await page.locator(".gallery__main .slider__nav--next").focus();
  await page.keyboard.press("Enter");
  await proxy.asked;
  proxy.release();
  await page.waitForSelector(shown(2));
  await page.waitForSelector('.gallery__thumb[aria-current="true"][aria-label^="顯示第 2 張"]');
  expect(problems).toEqual([]);
});

test("a swipe across the slider before it starts moves it on, and opens no photo", async () => {
  const { page, problems, proxy } = await openGallery();
  const box = await page.locator(".gallery__main .slider__viewport").boundingBox();
  if (!box) throw new Error("the gallery has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.75, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, y, { steps: 8 });
  await page.mouse.up();
  await proxy.asked;
  proxy.release();
  await page.waitForSelector(shown(2));
  expect(await page.getByRole("dialog").count()).toBe(0);
  expect(problems).toEqual([]);
});
