// A 390 px phone at 3x: on the home page every image asks the image endpoint for a small variant (the
// density cap makes 2x the most: 390 CSS px → at most the 828 variant), only the first slide is fetched
// with high priority, no image shifts the layout, and off-screen slides wait until they are near; on the
// four measured pages every image gets the smallest variant covering twice its CSS width (sizes match CSS).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import { launchBrowser, PHONE_AT_3X, waitForHydration } from "./harness.js";
import { scrollThrough } from "./page-helpers.js";
import { IMAGE_WIDTHS } from "../../shared/lib/image-widths.js";

let browser: Browser;
let site: ContentSite;
beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startContentSite()]);
});
afterAll(async () => {
  await browser.close();
  await site.close();
});

declare global {
  interface Window {
    __layoutShift: { value: number; sources: string[] };
  }
}

test("the home page at 390 px asks for small variants and nothing shifts", async () => {
  const context = await browser.newContext(PHONE_AT_3X);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && problems.push(m.text())));
  const widths: number[] = [];
  const sources: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname !== "/_img") return;
    widths.push(Number(url.searchParams.get("w")));
    sources.push(url.searchParams.get("src") ?? "");
  });
  await page.addInitScript(() => {
    window.__layoutShift = { value: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShift.value += entry.value;
        for (const source of entry.sources ?? [])
          window.__layoutShift.sources.push(source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : "?");
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(site.baseUrl + "/", { waitUntil: "load" });
  await waitForHydration(page);
  const highPriority = await page.$$eval("img[fetchpriority=high]", (images: HTMLImageElement[]) =>
    images.map((img) => img.className),
  );

  // Slides and news cards beside the shown one wait: fewer are fetched than the sliders hold.
  const held = await page.evaluate(() => ({
    slides: document.querySelectorAll(".home-slider img").length,
    news: document.querySelectorAll(".news-card__image").length,
  }));
  const fetched = (pattern: RegExp) => new Set(sources.filter((src) => pattern.test(src))).size;
  expect(fetched(/slide/)).toBeGreaterThan(0);
  expect(fetched(/slide/)).toBeLessThan(held.slides);
  expect(fetched(/news/)).toBeLessThan(held.news);
  await scrollThrough(page);
  const shift = await page.evaluate(() => window.__layoutShift);

  expect(widths.length).toBeGreaterThan(0);
  expect(Math.max(...widths)).toBeLessThanOrEqual(828);
  expect(highPriority).toEqual(["home-slider__media"]);
  // The first news card is on a phone's first screen and the largest image there: eager, without high priority.
  const newsLoading = await page.$$eval("img.news-card__image", (images) =>
    images.map((img) => img.getAttribute("loading")),
  );
  expect(newsLoading[0]).toBe("eager");
  expect(newsLoading.slice(1).every((loading) => loading === "lazy")).toBe(true);
  expect(shift.sources).toEqual([]);
  expect(shift.value).toBe(0);
  // Every content image reserves its box.
  const unsized = await page.$$eval("img", (images) =>
    images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML),
  );
  expect(unsized).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("at 390 px @3x every image fetched is the smallest variant covering 2x its CSS width", async () => {
  const context = await browser.newContext(PHONE_AT_3X);
  const page = await context.newPage();
  const wrong: string[] = [];
  let checked = 0;
  // Home buttons, album tiles (~175 px), thumbnail strips (80 px), gallery slides, hall photos, news cards.
  for (const path of ["/", "/charity3?id=1", "/branch1", "/buddhism1"]) {
    await page.goto(site.baseUrl + path, { waitUntil: "load" });
    await waitForHydration(page);
    await scrollThrough(page);
    const shown = await page.$$eval("img", (images) =>
      images
        .filter((img) => img.complete && img.currentSrc.includes("/_img?") && img.getBoundingClientRect().width > 0)
        .map((img) => ({
          what: `${img.className} ${decodeURIComponent(new URL(img.currentSrc).searchParams.get("src") ?? "")}`,
          css: img.getBoundingClientRect().width,
          w: Number(new URL(img.currentSrc).searchParams.get("w")),
        })),
    );
    for (const { what, css, w } of shown) {
      checked += 1;
      const best = IMAGE_WIDTHS.find((width) => width >= Math.floor(css * 2)) ?? 1920;
      if (w !== best) wrong.push(`${path} ${what}: ${css} CSS px got w=${w}, best ${best}`);
    }
  }
  expect(checked).toBeGreaterThan(40);
  expect(wrong).toEqual([]);
  await context.close();
});
