// The lightbox on /page3's album slider (spec section 4): opens on a photo, never on a video;
// previous / next wrap; arrow keys move; Escape closes; the page does not scroll while it is open.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";
import { BROWSER_SITE } from "./page-helpers.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite(BROWSER_SITE);
  // A page whose first album slide is a video.
  site.upstream.set('POST /api/website/getPage {"id":77}', {
    data: {
      result: { id: 77, title: "影片與照片", intro: "", content: "<p>內容</p>", image: "", video: "", typeId: 1 },
      album: [{ id: 71, title: "相簿", image: "/media/al.svg", order: 1 }],
      slider: [
        { image: "/media/clip.webm", title: "活動影片" },
        { image: "/media/v1.svg", title: "唯一照片" },
      ],
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string) {
  const watched = await openPage(browser, site.baseUrl + path, { width: 1280, height: 800 });
  await waitForHydration(watched.page);
  await watched.page.waitForSelector(".gallery__main .swiper-initialized");
  return watched;
}

const counter = (page: Page) => page.locator(".lightbox__counter").textContent();
const caption = (page: Page) => page.locator(".lightbox__title").textContent();

test("opens on a photo; arrow keys move and wrap; Escape closes; scrolling is locked meanwhile", async () => {
  const { page, problems, context } = await open("/page3?id=5");
  const opener = page.locator(".gallery__main .swiper-slide-active .gallery__open");
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  expect(await dialog.getAttribute("aria-modal")).toBe("true");
  expect(await counter(page)).toBe("1 / 3");
  expect(await caption(page)).toBe("照片一");
  expect(await page.getByRole("button", { name: "關閉" }).evaluate((el) => el === document.activeElement)).toBe(true);

  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  // Wheel scrolling is asynchronous; give it the time a scroll would take.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  await page.keyboard.press("ArrowRight");
  expect(await counter(page)).toBe("2 / 3");
  expect(await caption(page)).toBe("照片二");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await counter(page)).toBe("1 / 3");
  await page.keyboard.press("ArrowLeft");
  expect(await counter(page)).toBe("3 / 3");
  expect(await caption(page)).toBe("照片三");

  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  // Focus returns to where it was, and the gallery has followed to the photo last seen.
  expect(await page.evaluate(() => document.activeElement?.classList.contains("gallery__open"))).toBe(true);
  await page.waitForFunction(
    () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "3 / 3",
  );
  expect(problems).toEqual([]);
  await context.close();
});

test("the close, previous and next buttons; Tab stays inside the viewer", async () => {
  const { page, problems, context } = await open("/page3?id=5");
  await page.locator(".gallery__main .swiper-slide-active .gallery__open").click();
  await page.getByRole("dialog").waitFor();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "上一張" }).click();
  expect(await counter(page)).toBe("3 / 3");
  await dialog.getByRole("button", { name: "下一張" }).click();
  expect(await counter(page)).toBe("1 / 3");
  // The page behind the viewer is inert while it is open.
  expect(await page.evaluate(() => document.getElementById("root")?.inert)).toBe(true);
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
  await dialog.getByRole("button", { name: "關閉" }).click();
  await dialog.waitFor({ state: "detached" });
  expect(await page.evaluate(() => document.getElementById("root")?.inert)).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
});

test("a video slide does not open the viewer, and the viewer pages through photos only", async () => {
  const { page, problems, context } = await open("/page3?id=77");
  const active = page.locator(".gallery__main .swiper-slide-active");
  expect(await active.locator("video").count()).toBe(1);
  expect(await active.locator(".gallery__open").count()).toBe(0);
  await active.locator("video").click();
  expect(await page.getByRole("dialog").count()).toBe(0);

  await page.locator(".gallery__main .slider__nav--next").click();
  await page.waitForFunction(
    () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "2 / 2",
  );
  await page.locator(".gallery__main .swiper-slide-active .gallery__open").click();
  await page.getByRole("dialog").waitFor();
  expect(await counter(page)).toBe("1 / 1");
  expect(await caption(page)).toBe("唯一照片");
  await page.keyboard.press("Escape");
  expect(problems).toEqual([]);
  await context.close();
});
