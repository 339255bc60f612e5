// The lightbox on /page3's album slider (spec section 4): opens on a photo, never on a video;
// previous / next wrap; arrow keys move; Escape closes; the page does not scroll while it is open.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  launchBrowser,
  openPage,
  startSite,
  waitForHydration,
  waitForSliderAtRest,
  waitForText,
  type Site,
} from "./harness.js";
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
  await waitForSliderAtRest(watched.page, ".gallery__main");
  return watched;
}

const counter = (page: Page) => page.locator(".lightbox__counter").textContent();
const caption = (page: Page) => page.locator(".lightbox__title").textContent();
/** The viewer re-renders after a key or a click: wait for the counter, then read the title. */
const shows = (page: Page, text: string) => waitForText(page, ".lightbox__counter", text);
/** A photo's opener by its name: whichever slide is active, this is the button the test means. */
const opener = (page: Page, title: string) => page.getByRole("button", { name: `放大檢視：${title}` });

/** A wheel turn over the page, resolved once the page has handled it and painted twice since. */
async function wheelHandled(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    window.addEventListener(
      "wheel",
      () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => document.documentElement.setAttribute("data-test-wheel", "handled")),
        ),
      { once: true, capture: true },
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.waitForSelector("html[data-test-wheel=handled]", { state: "attached" });
}

test("opens on a photo; arrow keys move and wrap; Escape closes; scrolling is locked meanwhile", async () => {
  const { page, problems, context } = await open("/page3?id=5");
  await opener(page, "照片一").click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  expect(await dialog.getAttribute("aria-modal")).toBe("true");
  expect(await counter(page)).toBe("1 / 3");
  expect(await caption(page)).toBe("照片一");
  expect(await page.getByRole("button", { name: "關閉" }).evaluate((el) => el === document.activeElement)).toBe(true);

  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await wheelHandled(page, 800);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  await page.keyboard.press("ArrowRight");
  await shows(page, "2 / 3");
  expect(await caption(page)).toBe("照片二");
  await page.keyboard.press("ArrowRight");
  await shows(page, "3 / 3");
  await page.keyboard.press("ArrowRight");
  await shows(page, "1 / 3");
  await page.keyboard.press("ArrowLeft");
  await shows(page, "3 / 3");
  expect(await caption(page)).toBe("照片三");

  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  // Focus returns to the photo last seen, not the one first clicked, and the gallery has followed to it.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("放大檢視：照片三");
  await page.waitForFunction(
    () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "3 / 3",
  );
  expect(problems).toEqual([]);
  await context.close();
});

test("on a loaded machine (animation frames 60-140 ms late) the gallery still closes on the photo last viewed", async () => {
  const { page, problems, context } = await open("/page3?id=5");
  // A starved renderer runs frame callbacks late; swiper's looping moves finish in a frame callback.
  await page.evaluate(() => {
    const nextFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      window.setTimeout(() => nextFrame(callback), Number(document.documentElement.dataset.testFrameDelay));
  });
  const activeLabel = () =>
    page.evaluate(() => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label"));
  let at = 0;
  for (const delay of [60, 100, 140]) {
    await page.evaluate((ms) => (document.documentElement.dataset.testFrameDelay = String(ms)), delay);
    await page.locator(".gallery__main .swiper-slide-active .gallery__open").click();
    await page.getByRole("dialog").waitFor();
    for (const step of [1, 1, 1, -1]) {
      await page.keyboard.press(step === 1 ? "ArrowRight" : "ArrowLeft");
      at = (at + step + 3) % 3;
      await shows(page, `${at + 1} / 3`);
    }
    await page.keyboard.press("Escape");
    await page.waitForFunction(
      (label) => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === label,
      `${at + 1} / 3`,
    );
    await waitForSliderAtRest(page, ".gallery__main");
    expect(await activeLabel()).toBe(`${at + 1} / 3`);
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("the close, previous and next buttons; Tab stays inside the viewer", async () => {
  const { page, problems, context } = await open("/page3?id=5");
  await opener(page, "照片一").click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "上一張" }).click();
  await shows(page, "3 / 3");
  await dialog.getByRole("button", { name: "下一張" }).click();
  await shows(page, "1 / 3");
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

  // A looping swiper ignores "next" while it moves: only click it at rest.
  await waitForSliderAtRest(page, ".gallery__main");
  await page.locator(".gallery__main .slider__nav--next").click();
  await page.waitForFunction(
    () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "2 / 2",
  );
  await opener(page, "唯一照片").click();
  await page.getByRole("dialog").waitFor();
  await shows(page, "1 / 1");
  expect(await caption(page)).toBe("唯一照片");
  await page.keyboard.press("Escape");
  expect(problems).toEqual([]);
  await context.close();
});
