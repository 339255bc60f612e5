// The sliders' pause control in Chromium (WCAG 2.2.2; shared/ui/slider/pause-control.tsx): on the home
// slider and the office slideshow, from the keyboard and by a tap on a phone; reduced motion starts
// stopped. The same keyboard check runs in Firefox (pause-control-firefox.test.ts).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { HOME_SLIDE_DELAY_MS } from "../../shared/ui/home/home-slider.js";
import { OFFICE_SLIDESHOW_MS } from "../../shared/ui/branch-office/office-gallery.js";
import {
  launchBrowser,
  openPage,
  PHONE_AT_3X,
  startSite,
  WAIT_BUDGET_MS,
  waitForHydration,
  type Site,
} from "./harness.js";
import { BROWSER_SITE, serverHtml } from "./page-helpers.js";
import { pollUntil } from "./csp-watch.js";
import { pauseControlStopsAndResumes, PLAYING_NAME, STOPPED_NAME, type KeyboardPage } from "./pause-control-checks.js";

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

function driven(page: Page): KeyboardPage {
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    evaluate: (expression) => page.evaluate(expression),
    // A string expression through evaluate, polled: the page's CSP refuses the eval waitForFunction needs.
    waitFor: (expression) => pollUntil((e) => page.evaluate(e), expression, WAIT_BUDGET_MS),
    press: (key) => page.keyboard.press(key),
  };
}

const activeSlide = (page: Page, slider: string) =>
  page.$eval(`${slider} .swiper-slide-active`, (slide) => slide.getAttribute("aria-label"));

test("the server HTML already holds the control, named for what it does, inside the slider's region", async () => {
  const { html } = await serverHtml(site.baseUrl, "/");
  expect(html).toMatch(
    new RegExp(
      `<section class="slider home-slider"[^>]*>(?:(?!</section>).)*<button type="button" class="slider__pause" aria-label="${PLAYING_NAME}"`,
      "s",
    ),
  );
});

describe("keyboard: stops until pressed again", () => {
  test("the home slider", async () => {
    const { page, problems, context } = await openPage(browser, "about:blank");
    await pauseControlStopsAndResumes(
      driven(page),
      site.baseUrl + "/",
      ".home-slider",
      HOME_SLIDE_DELAY_MS,
      WAIT_BUDGET_MS,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the office slideshow (/branch1)", async () => {
    const { page, problems, context } = await openPage(browser, "about:blank");
    await pauseControlStopsAndResumes(
      driven(page),
      site.baseUrl + "/branch1",
      ".office-gallery .gallery__main",
      OFFICE_SLIDESHOW_MS,
      WAIT_BUDGET_MS,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

test("a phone: a tap stops the home slider, which a phone could not pause before (no hover)", async () => {
  const context = await browser.newContext(PHONE_AT_3X);
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  const page = await context.newPage();
  await page.goto(site.baseUrl + "/", { waitUntil: "load" });
  await waitForHydration(page);
  await page.waitForSelector(".home-slider .swiper-initialized");
  await page.tap(".home-slider .slider__pause");
  await page.waitForSelector(`.home-slider .slider__pause[aria-label="${STOPPED_NAME}"]`);
  // The tap left focus on the button; take it away, so only the control's stop holds the slider.
  await page.evaluate(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
  );
  const held = await activeSlide(page, ".home-slider");
  await page.waitForTimeout(HOME_SLIDE_DELAY_MS + 1500);
  expect(await activeSlide(page, ".home-slider")).toBe(held);
  await context.close();
});

test("reduced motion: the slider starts stopped (named 繼續輪播) and moves only once asked", async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  const page = await context.newPage();
  await page.goto(site.baseUrl + "/", { waitUntil: "load" });
  await waitForHydration(page);
  await page.waitForSelector(".home-slider .swiper-initialized");
  await page.waitForSelector(`.home-slider .slider__pause[aria-label="${STOPPED_NAME}"]`);
  await page.mouse.move(700, 20);
  await page.waitForTimeout(HOME_SLIDE_DELAY_MS + 1500);
  expect(await activeSlide(page, ".home-slider")).toBe("1 / 4");
  await page.click(".home-slider .slider__pause");
  await page.waitForSelector(`.home-slider .slider__pause[aria-label="${PLAYING_NAME}"]`);
  await page.mouse.move(700, 20);
  await page.waitForFunction(
    () => document.querySelector(".home-slider .swiper-slide-active")?.getAttribute("aria-label") !== "1 / 4",
    null,
    { timeout: HOME_SLIDE_DELAY_MS + WAIT_BUDGET_MS },
  );
  await context.close();
});
