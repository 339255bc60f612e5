// The halls area in Chromium against the seeded content service: every page hydrates with a clean
// console; the hall bar's drawer at 1000 px; the schedule anchor; the course photo viewer's keys and
// buttons; switching albums; axe finds no serious or critical violation on /buddhism and /buddhismIntro.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import { scrollThrough } from "./page-helpers.js";
import { launchBrowser, openPage, waitForHydration, waitForSliderAtRest, waitForText } from "./harness.js";

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

describe("each hall page hydrates with a clean console", () => {
  test.each([
    ["/buddhism", "佛堂總覽", "佛堂總覽｜佛堂與課程"],
    ["/buddhism1", "明心佛堂", "佛堂導覽｜明心佛堂"],
    ["/buddhism2", "慧日佛堂", "佛堂導覽｜慧日佛堂"],
    ["/buddhism3", "妙音講堂", "佛堂導覽｜妙音講堂"],
    ["/buddhism4", "淨蓮佛堂", "佛堂導覽｜淨蓮佛堂"],
    ["/buddhismIntro?id=1", "明心佛堂", "佛堂介紹與課程｜明心佛堂"],
    ["/buddhismLesson?id=51", "佛學初階班", "佛學初階班｜佛堂與課程"],
  ])("%s", async (path, title, documentTitle) => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + path);
    await waitForHydration(page);
    expect(await page.title()).toBe(documentTitle);
    expect(await page.locator("h1").innerText()).toBe(title);
    await scrollThrough(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("from the list to a hall and on to a course, client-side", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/buddhism");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: /查看佛堂資訊\s*：慧日佛堂/ }).click();
    await page.waitForURL("**/buddhismIntro?id=2");
    await expect.poll(() => page.locator("h1").innerText()).toBe("慧日佛堂");
    expect(await page.locator("#hall-nav a[aria-current=page]").innerText()).toBe("慧日佛堂");
    await page.getByRole("link", { name: /查看課程詳情\s*：抄經共修/ }).click();
    await page.waitForURL("**/buddhismLesson?id=54");
    await expect.poll(() => page.locator("h1").innerText()).toBe("抄經共修");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the hall bar", () => {
  test("at 1000 px: a drawer 50% wide, 100 px from the top; a hall link navigates and closes it; Escape closes it", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/buddhism", {
      width: 1000,
      height: 800,
    });
    await waitForHydration(page);
    const toggle = page.getByRole("link", { name: "選單", exact: true });
    const drawer = page.locator("#hall-nav");
    expect(await toggle.isVisible()).toBe(true);
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(500);
    const box = await drawer.boundingBox();
    expect(box?.y).toBe(100);
    expect(box?.width).toBe(500);
    await drawer.getByRole("link", { name: "妙音講堂" }).click();
    await page.waitForURL("**/buddhismIntro?id=3");
    await expect.poll(() => page.locator("h1").innerText()).toBe("妙音講堂");
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("under 768 px the drawer takes three quarters of the width; above 1350 px the halls sit in the bar", async () => {
    const narrow = await openPage(browser, site.baseUrl + "/buddhism1", { width: 400, height: 800 });
    await waitForHydration(narrow.page);
    await narrow.page.getByRole("link", { name: "選單", exact: true }).click();
    await expect.poll(async () => (await narrow.page.locator("#hall-nav").boundingBox())?.width).toBe(300);
    await narrow.context.close();

    const wide = await openPage(browser, site.baseUrl + "/buddhism1", { width: 1440, height: 900 });
    await waitForHydration(wide.page);
    expect(await wide.page.getByRole("link", { name: "選單", exact: true }).isVisible()).toBe(false);
    expect(await wide.page.locator("#hall-nav").getByRole("link", { name: "淨蓮佛堂" }).isVisible()).toBe(true);
    await wide.context.close();
  });
});

test("/buddhism1: the schedule link moves to the schedule image", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/buddhism1", {
    width: 1280,
    height: 800,
  });
  await waitForHydration(page);
  await page.getByRole("link", { name: "查看課程時間表" }).click();
  // A same-page anchor: no load event to wait for, so watch the address instead.
  await expect.poll(() => new URL(page.url()).hash).toBe("#schedule");
  const schedule = page.locator("#schedule img");
  await expect
    .poll(() => schedule.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect
    .poll(() => page.locator("#schedule").evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
    .toBe(true);
  // The thumbnail strip follows the hall photos.
  await page
    .locator(".gallery__thumbs")
    .getByRole("button", { name: /顯示第 3 張/ })
    .click();
  await page.waitForFunction(
    () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "3 / 9",
  );
  expect(problems).toEqual([]);
  await context.close();
});

describe("/buddhismLesson: the course photo viewer", () => {
  /** The viewer re-renders after a key or a click: wait for its counter to say so. */
  const shows = (page: Page, text: string) => waitForText(page, ".lightbox__counter", text);
  const caption = (page: Page) => page.locator(".lightbox__title").textContent();

  test("a click on a photo opens it full screen; arrows move and wrap; 'n / total' and the title; Escape closes", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/buddhismLesson?id=51", {
      width: 1280,
      height: 800,
    });
    await waitForHydration(page);
    await waitForSliderAtRest(page, ".gallery__main");
    await page.getByRole("button", { name: "放大檢視：典禮會場" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await shows(page, "1 / 4");
    expect(await caption(page)).toBe("典禮會場");
    await page.keyboard.press("ArrowLeft");
    await shows(page, "4 / 4");
    expect(await caption(page)).toBe("結緣品發放");
    await page.keyboard.press("ArrowRight");
    await shows(page, "1 / 4");
    await page.keyboard.press("ArrowRight");
    await shows(page, "2 / 4");
    expect(await caption(page)).toBe("法師開示");
    await dialog.getByRole("button", { name: "下一張" }).click();
    await shows(page, "3 / 4");
    await dialog.getByRole("button", { name: "上一張" }).click();
    await shows(page, "2 / 4");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The gallery followed the viewer to the photo last seen, and focus is back on it.
    await page.waitForFunction(
      () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "2 / 4",
    );
    expect(await page.evaluate(() => document.activeElement?.classList.contains("gallery__open"))).toBe(true);

    // The gallery is still moving to the photo it followed: click its opener at rest.
    await waitForSliderAtRest(page, ".gallery__main");
    await page.locator(".gallery__main .swiper-slide-active .gallery__open").click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "關閉" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the album list switches to the other album's photos", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/buddhismLesson?id=51", {
      width: 1280,
      height: 800,
    });
    await waitForHydration(page);
    const albums = page.getByRole("region", { name: "相簿列表" });
    await albums.getByRole("button", { name: /課程紀實/ }).click();
    await expect.poll(() => page.locator(".gallery__main .swiper-slide").count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator(".gallery__main .swiper-slide-active figcaption").textContent())
      .toBe("課堂講解");
    expect(await albums.getByRole("button", { name: /課程紀實/ }).getAttribute("aria-pressed")).toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("accessibility (axe)", () => {
  test.each([
    ["/buddhism", { width: 1440, height: 900 }],
    ["/buddhism", { width: 390, height: 844 }],
    ["/buddhismIntro?id=1", { width: 1440, height: 900 }],
    ["/buddhismIntro?id=1", { width: 390, height: 844 }],
  ])("%s at %o: no serious or critical violation", async (path, viewport) => {
    const { page, context } = await openPage(browser, site.baseUrl + path, viewport);
    await waitForHydration(page);
    await scrollThrough(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
    expect(severe).toEqual([]);
    await context.close();
  });
});
