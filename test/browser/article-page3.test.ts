// /article?id and /page3?id in Chromium and as raw server HTML (spec "/article", "/page3", section 4
// album rules; docs/content-api.md: no id gives the layout with an empty content area, status 200, and
// an id no content can have the not-found page, 404).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";
import { BROWSER_SITE, serverHtml, useCleanArticle } from "./page-helpers.js";
import { imgSrc } from "../fixtures/image-markup.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite(BROWSER_SITE);
  useCleanArticle(site.upstream);
  // The page's image is a video.
  site.upstream.set('POST /api/website/getPage {"id":78}', {
    data: {
      // Long enough to scroll the video out of view.
      result: {
        id: 78,
        title: "形象影片",
        intro: "影片介紹",
        content: "<p>影片說明</p>".repeat(60),
        image: "/media/intro.webm",
        video: "",
        typeId: 1,
      },
      album: [],
      slider: [],
    },
  });
  // A single album: no album list.
  site.upstream.set('POST /api/website/getPage {"id":79}', {
    data: {
      result: {
        id: 79,
        title: "單一相簿",
        intro: "",
        content: "<p>內容</p>",
        image: "/media/p79.svg",
        video: "",
        typeId: 1,
      },
      album: [{ id: 91, title: "唯一相簿", image: "/media/a91.svg", order: 1 }],
      slider: [
        { image: "/media/a91-1.svg", title: "照片甲" },
        { image: "/media/a91-2.svg", title: "照片乙" },
      ],
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, width = 1440) {
  const watched = await openPage(browser, site.baseUrl + path, { width, height: 900 });
  await waitForHydration(watched.page);
  return watched;
}

describe("server HTML", () => {
  test("/article: title, thumbnail and the sanitised content are in the raw HTML", async () => {
    // Article 10 answers with the shared fixture, which carries an onerror attribute.
    const { status, html } = await serverHtml(site.baseUrl, "/article?id=10");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>文章標題<\/h1>/);
    expect(html).toContain(imgSrc("/media/t.svg"));
    expect(html).toContain("<p>文章內容</p>");
    expect(html).not.toContain("onerror");
    expect(html).toContain("<title>文章標題｜恆岳集團</title>");
  });

  test("/page3: title, intro, image, content and the first album's photos, albums in order", async () => {
    const { status, html } = await serverHtml(site.baseUrl, "/page3?id=5");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>年度活動回顧<\/h1>/);
    expect(html).toContain("活動簡介");
    expect(html).toContain(imgSrc("/media/p.svg"));
    expect(html).toContain("內容");
    expect(html).not.toMatch(/<script>alert|javascript:/);
    for (const photo of ["/media/s1.svg", "/media/s2.svg", "/media/s3.svg"]) expect(html).toContain(imgSrc(photo));
    expect(html.indexOf("第一相簿")).toBeGreaterThan(0);
    expect(html.indexOf("第一相簿")).toBeLessThan(html.indexOf("第二相簿"));
    expect(html).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*第一相簿/);
  });

  test.each(["/article", "/page3"])("%s: the layout with an empty content area, status 200", async (path) => {
    const { status, html } = await serverHtml(site.baseUrl, path);
    expect(status).toBe(200);
    expect(html).toContain("回到首頁");
    expect(html).toContain("Copyright © 2024");
    expect(html).toMatch(/<main id="main" class="content-page page-container"><\/main>/);
  });

  test.each(["/article?id=abc", "/page3?id=0", "/page3?id=-4"])(
    "%s: the not-found page inside the layout, status 404",
    async (path) => {
      const { status, html } = await serverHtml(site.baseUrl, path);
      expect(status).toBe(404);
      expect(html).toContain("<h1>找不到頁面</h1>");
      expect(html).toContain("Copyright © 2024");
    },
  );
});

describe("in the browser", () => {
  test("an id no page can have: the not-found page hydrates cleanly, and shows again on a client-side return", async () => {
    const { page, problems, context } = await open("/page3?id=junk");
    expect(await page.locator("h1").first().textContent()).toBe("找不到頁面");
    await page.locator("main.error-page a").click();
    await page.waitForURL(site.baseUrl + "/");
    await page.goBack();
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("找不到頁面");
    // The document's 404, and the route data's on the way back: Chromium reports both; nothing else.
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
    await context.close();
  });

  test("another spelling of a menu page's id hydrates the stored render of its number with a clean console", async () => {
    // /page?id=12 is a menu entry, so the breadcrumb trail and the canonical link both read the id.
    const { page, problems, context } = await open("/page?id=012");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/page\?id=12$/);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toContainEqual(
      expect.stringContaining("BreadcrumbList"),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test("/article?id=9 hydrates with a clean console", async () => {
    const { page, problems, context } = await open("/article?id=9");
    expect(await page.title()).toBe("文章標題｜恆岳集團");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("文章標題");
    expect(await page.locator(".rich-text img").getAttribute("alt")).toBe("內文圖片");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("/page3?id=5 hydrates with a clean console; the image sits beside the content, stacked on phones", async () => {
    const wide = await open("/page3?id=5");
    await wide.page.waitForSelector(".gallery__main .swiper-initialized");
    const media = await wide.page.locator(".content-page__media").boundingBox();
    const text = await wide.page.locator(".content-page__body .rich-text").boundingBox();
    expect(media && text && media.x + media.width <= text.x && Math.abs(media.y - text.y) < 2).toBe(true);
    expect(wide.problems).toEqual([]);
    await wide.context.close();

    const narrow = await open("/page3?id=5", 700);
    const stackedMedia = await narrow.page.locator(".content-page__media").boundingBox();
    const stackedText = await narrow.page.locator(".content-page__body .rich-text").boundingBox();
    expect(stackedMedia && stackedText && stackedMedia.y + stackedMedia.height <= stackedText.y).toBe(true);
    expect(narrow.problems).toEqual([]);
    await narrow.context.close();
  });

  test("a page whose image is a video shows it: it starts muted when visible and pauses when scrolled away", async () => {
    const { page, problems, context } = await open("/page3?id=78", 700);
    expect(await page.locator(".content-page__body video.content-page__media").getAttribute("src")).toBe(
      "/media/intro.webm",
    );
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>(".content-page__body video");
      return video !== null && !video.paused && video.muted;
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>(".content-page__body video");
      return video !== null && video.paused && !video.ended;
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  test("one album: no album list, its photos with a thumbnail strip", async () => {
    const { page, problems, context } = await open("/page3?id=79");
    expect(await page.locator(".album-list").count()).toBe(0);
    expect(await page.locator(".gallery__thumbs .gallery__thumb").count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the thumbnail strip moves the large photo", async () => {
    const { page, problems, context } = await open("/page3?id=5");
    await page.waitForSelector(".gallery__main .swiper-initialized");
    await page.getByRole("button", { name: "顯示第 3 張：照片三" }).click();
    await page.waitForFunction(
      () => document.querySelector(".gallery__main .swiper-slide-active")?.getAttribute("aria-label") === "3 / 3",
    );
    expect(await page.getByRole("button", { name: "顯示第 3 張：照片三" }).getAttribute("aria-current")).toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("selecting another album fetches its photos and keeps the scroll position", async () => {
    const { page, problems, context } = await open("/page3?id=5", 1000);
    await page.waitForSelector(".gallery__main .swiper-initialized");
    const second = page.getByRole("button", { name: "第二相簿", exact: true });
    await second.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(0);
    const requestsBefore = site.upstream.requests.length;

    await second.click();
    await page.locator(".gallery__main").getByText("第二相簿照片一").waitFor();
    expect(await second.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "第一相簿", exact: true }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(await page.locator(".gallery__thumbs .gallery__thumb").count()).toBe(2);
    const call = site.upstream.requests.slice(requestsBefore).find((r) => r.url === "/api/website/getAlbumContent");
    expect(call?.method).toBe("POST");
    expect(JSON.parse(call?.body ?? "null")).toEqual({ albumId: 32 });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
