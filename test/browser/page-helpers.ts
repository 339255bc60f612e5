// Small helpers shared by the layout, home, lightbox and content-page browser tests.
import type { Page } from "playwright-core";
import type { Config } from "../../server/web/config.js";
import type { TestUpstream } from "../fixtures/test-upstream.js";

/** Site overrides for these suites: the production upstream deadline (5 s), whatever a test file's default. */
export const BROWSER_SITE: Partial<Config> = { upstreamTimeoutMs: 5000 };

/**
 * The shared fixture article holds <img src="x"> (a sanitiser case) that a browser fetches as /x and
 * logs a 404 for; pages opened in Chromium get this clean one for article 9.
 */
export function useCleanArticle(upstream: TestUpstream, id = 9): void {
  upstream.set(`POST /api/website/getArticle {"id":${id}}`, {
    data: {
      result: {
        title: "文章標題",
        thumbnailUrl: "/media/t.svg",
        content: '<p>文章內容</p><p><img src="/media/inline.svg" alt="內文圖片"></p>',
      },
    },
  });
}

/** The HTML the server sends, as a crawler or a no-JavaScript visitor gets it. */
export async function serverHtml(baseUrl: string, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(baseUrl + path);
  return { status: response.status, html: await response.text() };
}

/** Indexes (in DOM order) of the slides lying fully inside their slider's viewport. */
export function fullyShownSlides(page: Page, sliderSelector: string): Promise<number[]> {
  return page.$eval(sliderSelector, (slider) => {
    const viewport = slider.querySelector(".swiper")?.getBoundingClientRect();
    if (!viewport) return [];
    return Array.from(slider.querySelectorAll(".swiper-slide")).flatMap((slide, index) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1 ? [index] : [];
    });
  });
}

/** Marks the current document; a full page load loses the mark, a client-side navigation keeps it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute("data-test-mark", "kept"));
}

export function documentMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute("data-test-mark") === "kept");
}

/** Scrolls to the bottom a screen at a time, so every lazy picture loads and every card reveals. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    // Scrolled, then two frames: the frame after the scroll has run the observers that load and reveal.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
  }
  await page.waitForLoadState("networkidle");
}
