// The first-input checks of slider-first-input.test.ts in Firefox ESR over WebDriver BiDi
// (firefox-harness.ts): on /page?id=41, with swiper's script held back until the input is made, a first
// click on a thumbnail, Enter on the next button and a swipe each move the gallery to its second photo.
import type { Browser, Page } from "puppeteer-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { FIREFOX_PATH, launchFirefox } from "./firefox-harness.js";
import { pollUntil } from "./csp-watch.js";
import { startSite, WAIT_BUDGET_MS, type Site } from "./harness.js";
import { BROWSER_SITE } from "./page-helpers.js";
import { startHeldScriptProxy, swiperChunk, type HeldScriptProxy } from "./held-script-proxy.js";

let site: Site;
let browser: Browser;
let proxy: HeldScriptProxy | undefined;
let page: Page | undefined;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(BROWSER_SITE), launchFirefox()]);
});
afterEach(async () => {
  await page?.close();
  await proxy?.close();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const SECOND_SHOWN = `document.querySelector('.gallery__main .swiper-slide-active')?.getAttribute('aria-label') === '2 / 2'`;
const SECOND_THUMB = `document.querySelector('.gallery__thumb[aria-current="true"]')?.getAttribute('aria-label')?.startsWith('顯示第 2 張') === true`;

/** The gallery page on a phone-sized window with swiper held back: hydrated, scrolled to, not started. */
async function openGallery() {
  proxy = await startHeldScriptProxy(site.baseUrl, swiperChunk());
  page = await browser.newPage();
  page.setDefaultTimeout(WAIT_BUDGET_MS);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warn") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  await page.setViewport({ width: 390, height: 844 });
  // Hydration is the start this test needs; the load event also waits for every photo of the page, which
  // on a loaded CI machine once took past the navigation budget behind the proxy.
  await page.goto(proxy.url + "/page?id=41", { waitUntil: "domcontentloaded" });
  const waitFor = (expression: string) => pollUntil((e) => page!.evaluate(e), expression, WAIT_BUDGET_MS);
  await waitFor("document.documentElement.hasAttribute('data-hydrated')");
  await page.evaluate(() => document.querySelector(".gallery")?.scrollIntoView());
  expect(await page.evaluate(() => document.querySelectorAll(".gallery .swiper-initialized").length)).toBe(0);
  return { page, problems, proxy, waitFor };
}

test(`Firefox ESR (${FIREFOX_PATH}): a thumbnail clicked before the sliders start shows its photo`, async () => {
  const { page, problems, proxy, waitFor } = await openGallery();
  const thumbs = await page.$$(".gallery__thumb");
  await thumbs[1]!.click();
  await proxy.asked;
  proxy.release();
  await waitFor(SECOND_SHOWN);
  await waitFor(SECOND_THUMB);
  expect(problems).toEqual([]);
});

test(`Firefox ESR: Enter on the next button before the slider starts moves it on`, async () => {
  const { page, problems, proxy, waitFor } = await openGallery();
  await page.focus(".gallery__main .slider__nav--next");
  await page.keyboard.press("Enter");
  await proxy.asked;
  proxy.release();
  await waitFor(SECOND_SHOWN);
  await waitFor(SECOND_THUMB);
  expect(problems).toEqual([]);
});

test(`Firefox ESR: a swipe across the slider before it starts moves it on, and opens no photo`, async () => {
  const { page, problems, proxy, waitFor } = await openGallery();
  const box = await (await page.$(".gallery__main .slider__viewport"))!.boundingBox();
  if (!box) throw new Error("the gallery has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.75, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, y, { steps: 8 });
  await page.mouse.up();
  await proxy.asked;
  proxy.release();
  await waitFor(SECOND_SHOWN);
  expect(await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length)).toBe(0);
  expect(problems).toEqual([]);
});
