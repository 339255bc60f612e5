// Every route against the embedded demo content (what Lighthouse measures): axe finds no serious or
// critical violation and no heading-order problem; /page3 does not shift while its picture loads, nor
// do the eight Lighthouse routes (and the slider pages) through hydration and a scroll to the end;
// the head follows client navigation (one title, one canonical, the new page's).
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import { launchBrowser, openPage, waitForHydration } from "./harness.js";

let site: ContentSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startContentSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser.close();
  await site.close();
});

const ROUTES = [
  "/",
  "/about",
  "/alpha",
  "/branchList",
  "/branch1",
  "/eliteRecruitment",
  "/focusActivities",
  "/reward",
  "/socialActivity",
  "/KryptoGo",
  "/templateA",
  "/article?id=1",
  "/page?id=1",
  "/page2?id=3",
  "/page3?id=1",
  "/charity1?id=1",
  "/charity2?id=1",
  "/charity3?id=1",
  "/charity4?id=1",
  "/buddhism",
  "/buddhism1",
  "/buddhismIntro?id=1",
  "/buddhismLesson?id=51",
  "/no-such-page",
];

describe("axe on every route (phone width): no serious or critical violation, headings in order", () => {
  test.each(ROUTES)("%s", async (path) => {
    const { page, context } = await openPage(browser, site.baseUrl + path, { width: 412, height: 823 });
    await waitForHydration(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
    expect(found).toEqual([]);
    await context.close();
  });
});

test("/page3 on a phone: no layout shift while the picture beside the text arrives late", async () => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "zh-TW" });
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The page's main picture is held back until the page has painted, as on a slow phone network.
  await page.route("**/media/page1-cover.jpg", async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!("hadRecentInput" in entry && entry.hadRecentInput) && "value" in entry && typeof entry.value === "number")
          shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${site.baseUrl}/page3?id=1`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  release();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>("img.content-page__media");
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  // Two frames after the picture decoded: any shift it caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => ("__shifts" in window ? (window.__shifts as number[]) : []));
  expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
  await context.close();
});

describe("no layout shift on a phone from the first paint through hydration, a scroll to the end and the sliders starting", () => {
  test.each([
    "/",
    "/about",
    "/branchList",
    "/charity1?id=1",
    "/charity4?id=1",
    "/buddhism",
    "/buddhismIntro?id=1",
    "/buddhism1",
    "/buddhismLesson?id=51",
    "/charity2?id=1",
    "/charity3?id=1",
    "/page3?id=1",
  ])("%s", async (path) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "zh-TW" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (
            !("hadRecentInput" in entry && entry.hadRecentInput) &&
            "value" in entry &&
            typeof entry.value === "number"
          )
            shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(site.baseUrl + path, { waitUntil: "load" });
    await waitForHydration(page);
    // Down the page half a screen at a time, a frame or two each (lazy pictures start as they come
    // near), then back to the top once every picture has arrived.
    await page.evaluate(async () => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frames();
      }
    });
    // Every picture has arrived except a lazy one in a slide out of view: aside, or (a slider that
    // started and moved its slides after the scroll passed it) above or below the screen. Checked at the
    // end of the page and again at the top, so every picture on the screen the shifts are read on has arrived.
    const pendingPictures = () =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          const aside = box.width === 0 || box.right <= 0 || box.left >= window.innerWidth;
          const offScreen = box.bottom <= 0 || box.top >= window.innerHeight;
          return !(
            img.complete ||
            (img.loading === "lazy" && (aside || (offScreen && !!img.closest(".swiper-slide"))))
          );
        })
        .map((img) => `${img.alt || img.className} (${img.loading}, ${img.currentSrc || "no source chosen yet"})`);
    // Polled here rather than with waitForFunction, so a failure names the pictures still missing.
    const picturesArrive = async () => {
      const deadline = Date.now() + 30_000;
      let pending = await page.evaluate(pendingPictures);
      while (pending.length > 0 && Date.now() < deadline) {
        await page.waitForTimeout(100);
        pending = await page.evaluate(pendingPictures);
      }
      expect(pending).toEqual([]);
    };
    await picturesArrive();
    await page.evaluate(() => window.scrollTo(0, 0));
    await picturesArrive();
    // Every slider has started (swiper marks its container), then two frames for the shifts to be reported.
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".slider .swiper")].every((el) => el.classList.contains("swiper-initialized")),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => ("__shifts" in window ? (window.__shifts as number[]) : []));
    expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
    await context.close();
  });
});

// The browser builds only the title (docs/seo.md, "The browser does not build the head"): crawlers and
// link previews read the server's tags and never navigate on the client.
test("client navigation replaces the title; the head keeps one description and one canonical", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/");
  await waitForHydration(page);
  await page.locator('.desktop-menu a[href="/about"]').first().click();
  await page.waitForURL("**/about");
  await expect.poll(() => page.title()).toBe("關於我們｜恆岳集團");
  const head = await page.evaluate(() => ({
    titles: document.querySelectorAll("title").length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
  }));
  expect(head).toEqual({ titles: 1, descriptions: 1, canonicals: 1 });
  expect(problems).toEqual([]);
  await context.close();
});
