// Page videos in Chromium against the embedded content service (its 8-second demo clip, served with
// ranges so it can seek): 倒退 5 秒 / 快轉 5 秒 under the video, reached by Tab, named, moving the
// video 5 seconds within its start and end; and the visibility threshold, 0.1 for /page's full-width
// video (docs/decisions/001-video-visibility-threshold.md), 0.3 for the others, on a phone's screen.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import { launchBrowser, openPage, waitForHydration } from "./harness.js";

let site: ContentSite;
let browser: Browser;
beforeAll(async () => {
  site = await startContentSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PAGE_VIDEO = ".page-layout__video-media";
const HERO_VIDEO = "video.page-layout__hero";
/** Long enough for an IntersectionObserver callback on a busy machine, were one due. */
const SETTLE_MS = 1000;

type VideoState = { time: number; duration: number; paused: boolean; loop: boolean };

function videoState(page: Page, selector: string): Promise<VideoState> {
  return page.locator(selector).evaluate((video) => {
    if (!(video instanceof HTMLVideoElement)) throw new Error("not a video");
    return {
      time: video.currentTime,
      duration: video.duration,
      paused: video.paused,
      loop: video.loop,
    };
  });
}

/**
 * Scrolls so that `share` of the element's height shows at the top of the viewport (the rest above
 * it), and checks that it does: a page too short to scroll that far would test nothing.
 */
async function showShare(page: Page, selector: string, share: number): Promise<void> {
  const shown = await page.locator(selector).evaluate((element, part) => {
    const before = element.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + before.top + before.height * (1 - part), behavior: "instant" });
    const after = element.getBoundingClientRect();
    return (Math.min(after.bottom, window.innerHeight) - Math.max(after.top, 0)) / after.height;
  }, share);
  expect(shown).toBeCloseTo(share, 1);
}

async function seek(page: Page, selector: string, seconds: number): Promise<void> {
  await page.locator(selector).evaluate((video, to) => {
    if (video instanceof HTMLVideoElement) video.currentTime = to;
  }, seconds);
  await expect.poll(async () => (await videoState(page, selector)).time).toBeCloseTo(seconds, 1);
}

test("倒退 5 秒 / 快轉 5 秒: named, reached by Tab, ±5 s clamped at the start and the end", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/page?id=1", {
    width: 1280,
    height: 800,
  });
  await waitForHydration(page);
  const title = (await page.locator("main h1").innerText()).trim();
  const group = page.getByRole("group", { name: `${title}影片播放位置` });
  const back = group.getByRole("button", { name: "倒退 5 秒" });
  const forward = group.getByRole("button", { name: "快轉 5 秒" });
  expect([await back.count(), await forward.count()]).toEqual([1, 1]);
  // Without scripts they would do nothing: the server's HTML reserves their row and holds no buttons.
  const html = await (await context.request.get(site.baseUrl + "/page?id=1")).text();
  expect(html).toContain('<div class="video-skip"></div>');
  expect(html).not.toContain("快轉 5 秒");

  // Let the video start itself (once), then hold it still so only the buttons move it.
  await page.locator(PAGE_VIDEO).scrollIntoViewIfNeeded();
  // Playing, and its length known: a video is fetched only once it shows (preload="none" until then), so
  // play() can begin before the metadata has arrived.
  await expect
    .poll(async () => {
      const state = await videoState(page, PAGE_VIDEO);
      return !state.paused && Number.isFinite(state.duration);
    })
    .toBe(true);
  await page.locator(PAGE_VIDEO).evaluate((video) => video instanceof HTMLVideoElement && video.pause());
  const { duration } = await videoState(page, PAGE_VIDEO);
  expect(duration).toBeGreaterThan(6);

  // Tab from the video reaches 倒退 5 秒 (past the player's own controls), then 快轉 5 秒.
  await page.locator(PAGE_VIDEO).focus();
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  for (let presses = 0; presses < 12 && (await focusedText()) !== "倒退 5 秒"; presses++)
    await page.keyboard.press("Tab");
  expect(await focusedText()).toBe("倒退 5 秒");
  await page.keyboard.press("Tab");
  expect(await focusedText()).toBe("快轉 5 秒");

  await seek(page, PAGE_VIDEO, 1);
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await videoState(page, PAGE_VIDEO)).time).toBeCloseTo(6, 1);
  await back.press("Enter");
  await expect.poll(async () => (await videoState(page, PAGE_VIDEO)).time).toBeCloseTo(1, 1);
  await back.press("Space");
  await expect.poll(async () => (await videoState(page, PAGE_VIDEO)).time).toBe(0);
  await seek(page, PAGE_VIDEO, duration - 2);
  await forward.click();
  await expect.poll(async () => (await videoState(page, PAGE_VIDEO)).time).toBeCloseTo(duration, 1);
  expect(problems).toEqual([]);
  await context.close();
});

test("on a small phone: a page video below the fold is not fetched while the page loads, only once scrolled to", async () => {
  // An iPhone SE's screen: /page's video starts below it.
  const { page, problems, context } = await openPage(browser, "about:blank", { width: 375, height: 667 });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".webm")) fetched.push(request.url());
  });
  await page.goto(site.baseUrl + "/page?id=1", { waitUntil: "load" });
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // Below the fold, or this would prove nothing.
  expect(await page.locator(PAGE_VIDEO).evaluate((video) => video.getBoundingClientRect().top > innerHeight)).toBe(
    true,
  );
  expect(fetched).toEqual([]);
  await page.locator(PAGE_VIDEO).scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await context.close();
});

test("on a phone: /page's video plays on while a tenth shows; /page2's pauses below 30 %", async () => {
  const { page, problems, context } = await openPage(browser, "about:blank", { width: 390, height: 844 });
  // Every video loops, so the 8-second clip never ends (and stops) while the test waits on a busy
  // machine: only the visibility observer pauses it.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const video of document.querySelectorAll("video")) video.loop = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(site.baseUrl + "/page?id=1", { waitUntil: "load" });
  await waitForHydration(page);
  // One threshold starts the video (once) and pauses it whenever less than that share shows.
  await showShare(page, PAGE_VIDEO, 0.45);
  await expect.poll(async () => (await videoState(page, PAGE_VIDEO)).paused).toBe(false);
  await showShare(page, PAGE_VIDEO, 0.2);
  await page.waitForTimeout(SETTLE_MS);
  expect(await videoState(page, PAGE_VIDEO)).toMatchObject({ paused: false, loop: true });
  await showShare(page, PAGE_VIDEO, 0.05);
  await expect.poll(async () => (await videoState(page, PAGE_VIDEO)).paused).toBe(true);

  // /page2's picture is a video too, cropped to 16:9: it keeps the default 0.3.
  await page.goto(site.baseUrl + "/page2?id=4", { waitUntil: "load" });
  await waitForHydration(page);
  await showShare(page, HERO_VIDEO, 0.45);
  await expect.poll(async () => (await videoState(page, HERO_VIDEO)).paused).toBe(false);
  await showShare(page, HERO_VIDEO, 0.2);
  await expect.poll(async () => (await videoState(page, HERO_VIDEO)).paused).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});
