// What a page does before anyone looks (issue 29): a slider's swiper starts only when the slider comes
// near the screen, and a video a slider plays loads nothing until its slide is shown. On a phone.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import {
  launchBrowser,
  PHONE_AT_3X,
  startSite,
  WAIT_BUDGET_MS,
  waitForHydration,
  waitForSliderAtRest,
  type Site,
} from "./harness.js";
import { BROWSER_SITE } from "./page-helpers.js";
import { startContentSite } from "./content-site.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite(BROWSER_SITE);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function phonePage(path: string) {
  const context = await browser.newContext(PHONE_AT_3X);
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(site.baseUrl + path, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, context, requested };
}

test("/charity2: the sliders on screen start, those far below wait until scrolled to", async () => {
  const { page, context } = await phonePage("/charity2?id=1");
  await page.waitForSelector(".gallery__main .swiper-initialized");
  const last = page.locator(".gallery__main").last();
  // Past the moment the first sliders started: the last one, several screens down, has not.
  await page.waitForTimeout(1000);
  expect(await last.locator(".swiper-initialized").count()).toBe(0);
  await last.scrollIntoViewIfNeeded();
  await last.locator(".swiper-initialized").waitFor();
  await context.close();
});

test("/: the home slider's video is not fetched at load, and plays when its slide is shown", async () => {
  const { page, context, requested } = await phonePage("/");
  await page.waitForSelector(".home-slider .swiper-initialized");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((path) => path.endsWith(".webm"))).toEqual([]);
  expect(await page.getAttribute(".home-slider video", "preload")).toBe("none");
  // In loop mode swiper ignores a click while a move runs: wait for each move to end.
  for (const label of ["2 / 4", "3 / 4"]) {
    await waitForSliderAtRest(page, ".home-slider");
    await page.click(".home-slider .slider__nav--next");
    await page.waitForSelector(`.home-slider .swiper-slide-active[aria-label="${label}"]`);
  }
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>(".home-slider .swiper-slide-active video");
    return video !== null && !video.paused;
  });
  await context.close();
});

test("/charity2 (demo content): keyboard focus in a hidden slide of a slider not yet started shows that slide", async () => {
  // The demo's galleries have several photos each, the last several screens down.
  const demo = await startContentSite();
  const context = await browser.newContext(PHONE_AT_3X);
  try {
    context.setDefaultTimeout(WAIT_BUDGET_MS);
    const page = await context.newPage();
    await page.goto(demo.baseUrl + "/charity2?id=1", { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForSelector(".gallery__main .swiper-initialized");
    const last = page.locator(".gallery__main").last();
    expect(await last.locator(".swiper-initialized").count()).toBe(0);
    // The second photo's button: in a slide the viewport does not show.
    const button = last.locator(".swiper-slide").nth(1).locator("button").first();
    await button.focus();
    await last.locator(".swiper-initialized").waitFor();
    await expect
      .poll(() =>
        button.evaluate((element) => {
          const slide = element.closest(".swiper-slide");
          const viewport = element.closest(".swiper");
          if (!slide || !viewport) return "no slide";
          const shown = slide.getBoundingClientRect();
          const frame = viewport.getBoundingClientRect();
          return shown.left >= frame.left - 1 && shown.right <= frame.right + 1 && viewport.scrollLeft === 0;
        }),
      )
      .toBe(true);
  } finally {
    await context.close();
    await demo.close();
  }
});
