// /page, /page2, /branch1, /KryptoGo and /templateA in Chromium against the seeded content service:
// each hydrates with a clean console; the parking dialog opens and closes (Escape, Close, backdrop)
// with focus back on its button; the office gallery's thumbnails move the fading slideshow and only
// nearby photos load; the Recorded photo list changes the big photo; the typeId 1 photo list, its
// lightbox and its video; axe finds no serious or critical violation.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import { scrollThrough } from "./page-helpers.js";
import { launchBrowser, openPage, waitForHydration } from "./harness.js";
import { variantSource } from "../fixtures/image-markup.js";
import { siteMedia } from "../../shared/lib/site-media.js";

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

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

describe("each page hydrates with a clean console", () => {
  test.each([
    ["/page?id=1", "2026 家族資產傳承論壇"],
    ["/page?id=3", "海外資產配置說明會"],
    ["/page?id=4", "數位金融體驗營"],
    ["/page2?id=8", "公益行動紀實"],
    ["/branch1", "台中總公司"],
    ["/KryptoGo", "數位資產安全保管服務"],
    ["/templateA", "投資講座活動紀實"],
  ])("%s", async (path, title) => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + path);
    await waitForHydration(page);
    expect(await page.title()).toBe(`${title}｜恆岳集團`);
    expect(await page.locator("h1").innerText()).toContain(title);
    await scrollThrough(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/branch1", () => {
  test("the parking dialog: opens with its picture, closes on Escape, Close and the backdrop; focus returns", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/branch1", {
      width: 1280,
      height: 800,
    });
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "停車資訊" });
    const dialog = page.getByRole("dialog", { name: "停車資訊" });
    expect(await dialog.isVisible()).toBe(false);

    await button.click();
    await dialog.waitFor();
    const picture = dialog.locator("img");
    await expect
      .poll(() => picture.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toBe("停車資訊");
    // The page scrolls again once the dialog's effect has run (it may follow the close by a frame).
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");

    await button.click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toBe("停車資訊");

    await button.click();
    await dialog.waitFor();
    await page.mouse.click(8, 8);
    await dialog.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toBe("停車資訊");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a thumbnail click moves the fading slideshow to that photo; only photos near the shown one load", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/branch1", {
      width: 1280,
      height: 800,
    });
    await waitForHydration(page);
    await page.waitForSelector(".gallery__main .swiper-initialized.swiper-fade");
    const thumbs = page.locator(".gallery__thumbs");
    await thumbs.scrollIntoViewIfNeeded();
    await thumbs.getByRole("button", { name: /^顯示第 5 張/ }).click();
    await page.waitForFunction(
      () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "5 / 100",
    );
    expect(await thumbs.getByRole("button", { name: /^顯示第 5 張/ }).getAttribute("aria-current")).toBe("true");
    const shown = page.locator(".gallery__main .swiper-slide-active img");
    expect(variantSource(await shown.getAttribute("src"))).toBe(siteMedia("branch-office-005.webp"));
    await expect
      .poll(() => shown.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The shown slide is the opaque one.
    await expect
      .poll(() => page.locator(".gallery__main .swiper-slide-active").evaluate((el) => getComputedStyle(el).opacity))
      .toBe("1");

    await page.waitForLoadState("networkidle");
    const large = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /branch-office-\d{3}\.webp/.test(decodeURIComponent(name))),
    );
    // Thumbnails in view plus a few large photos: far fewer than the hundred in the gallery.
    expect(new Set(large).size).toBeLessThan(40);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/KryptoGo and /templateA: the Recorded photo list", () => {
  test.each([
    ["/KryptoGo", "resource-7", "稅務講座"],
    ["/templateA", "resource-13", "秋季講座：退休規劃"],
  ])("%s: the first item starts selected; clicking another shows its image large", async (path, slug, third) => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + path, { width: 1280, height: 800 });
    await waitForHydration(page);
    const list = page.getByRole("list", { name: "活動照片清單" });
    const items = list.getByRole("button");
    const big = page.locator(".photo-picker__large");
    expect(await items.first().getAttribute("aria-pressed")).toBe("true");
    expect(variantSource(await big.getAttribute("src"))).toBe(`/media/${slug}-photo-1.jpg`);

    await items.nth(2).click();
    expect(await items.nth(2).getAttribute("aria-pressed")).toBe("true");
    expect(await items.first().getAttribute("aria-pressed")).toBe("false");
    expect(variantSource(await big.getAttribute("src"))).toBe(`/media/${slug}-photo-3.jpg`);
    expect(await page.locator(".photo-picker__caption").innerText()).toContain(third);
    await expect
      .poll(() => big.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/page?id=1 (typeId 1)", () => {
  test("the photo list changes the preview; the preview opens the lightbox; another album loads its photos", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/page?id=1", {
      width: 1280,
      height: 800,
    });
    await waitForHydration(page);
    const list = page.locator(".photo-picker__list");
    const preview = page.locator(".photo-picker__open");
    await list.scrollIntoViewIfNeeded();
    await list.getByRole("button").nth(1).click();
    expect(await preview.getAttribute("aria-label")).toBe("放大檢視：董事長致詞");
    await preview.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await page.locator(".lightbox__counter").textContent()).toBe("2 / 5");
    await page.keyboard.press("ArrowRight");
    expect(await page.locator(".lightbox__title").textContent()).toBe("貴賓合影");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The list followed the viewer.
    expect(await list.getByRole("button").nth(2).getAttribute("aria-pressed")).toBe("true");

    await page
      .getByRole("region", { name: "相簿列表" })
      .getByRole("button", { name: /下午場/ })
      .click();
    await expect.poll(() => preview.getAttribute("aria-label")).toBe("放大檢視：案例分享");
    expect(await list.getByRole("button").count()).toBe(4);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the video plays muted once it is visible and pauses when scrolled away", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/page?id=1", {
      width: 1280,
      height: 800,
    });
    await waitForHydration(page);
    const video = page.locator(".page-layout__video-media");
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v) => v instanceof HTMLVideoElement && !v.paused && v.muted)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => video.evaluate((v) => v instanceof HTMLVideoElement && v.paused)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("accessibility (axe)", () => {
  test.each(["/branch1", "/KryptoGo", "/page?id=1", "/page2?id=3"])(
    "%s: no serious or critical violation",
    async (path) => {
      const { page, context } = await openPage(browser, site.baseUrl + path, { width: 1440, height: 900 });
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
      expect(severe).toEqual([]);
      await context.close();
    },
  );
});
