// The charity pages in Chromium: the raw HTML already holds the content, each page hydrates with a
// clean console, the charity bar (links carrying ?id=, the drawer at 1350 px and narrower, with and
// without JavaScript), client navigation and its redirect, the activity galleries, and axe.
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { scrollThrough } from "./page-helpers.js";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  // A loaded CI machine can be slow to answer: a generous upstream deadline keeps pages whole.
  site = await startSite({ upstreamTimeoutMs: 5000 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const TITLE = "社團法人測試慈善協會";
const PAGES = [
  ["/charity1?id=1", `協會簡介｜${TITLE}`, "協會成立於 2013 年。"],
  ["/charity2?id=1", `最新消息｜${TITLE}`, "寒冬送暖物資募集"],
  ["/charity3?id=1", `活動紀錄｜${TITLE}`, "物資發放紀實"],
  ["/charity4?id=1&activityID=21", `我要捐款｜${TITLE}`, "銀行轉帳捐款帳戶"],
  ["/charity?path=donate-general", "一般捐款（不指定用途）｜社團法人恆心慈善協會", "您的每一分捐款都將用於急難救助。"],
] as const;

describe("each page: content in the server HTML, hydration, a clean console", () => {
  test.each(PAGES)("%s", async (path, title, text) => {
    expect(await (await fetch(site.baseUrl + path)).text()).toContain(text);
    const { page, problems, context } = await openPage(browser, site.baseUrl + path);
    await waitForHydration(page);
    expect(await page.title()).toBe(title);
    await expect.poll(() => page.locator("main").innerText()).toContain(text);
    await scrollThrough(page);
    // No horizontal overflow: carousels keep to their column.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("axe: no serious or critical violation", () => {
  test.each(PAGES.map(([path]) => path))("%s, wide and narrow", async (path) => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, problems, context } = await openPage(browser, site.baseUrl + path, viewport);
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        serious.map((v) => `${v.id} (${viewport.width}px): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

test("axe on the donation form fully open: credit card, receipt fields, a payment result, a sorted table", async () => {
  const { page, problems, context } = await openPage(
    browser,
    `${site.baseUrl}/charity4?id=1&order_no=D1&status=fail&errmsg=${encodeURIComponent("授權失敗")}`,
  );
  await waitForHydration(page);
  await page.getByLabel("信用卡").check();
  await page.getByLabel("我需要捐款收據").check();
  await page.getByRole("button", { name: /捐款金額/ }).click();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

describe("the charity bar", () => {
  test("wide: title and four links carrying ?id=, the current page marked, no menu button", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/charity3?id=1", {
      width: 1440,
      height: 900,
    });
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "協會選單" });
    expect(await page.locator(".area-bar__title").innerText()).toBe(TITLE);
    const links = await nav
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links).toEqual([
      ["協會簡介", "/charity1?id=1"],
      ["最新消息", "/charity2?id=1"],
      ["活動紀錄", "/charity3?id=1"],
      ["我要捐款", "/charity4?id=1"],
    ]);
    expect(await nav.getByRole("link", { name: "活動紀錄" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("link", { name: "選單", exact: true }).isVisible()).toBe(false);
    expect(await nav.getByRole("link", { name: "協會簡介" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "回到首頁" }).getAttribute("href")).toBe("/");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("1350 px and narrower: a side drawer, opened by the menu button, closed by a link, Escape or the close link", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/charity1?id=1", {
      width: 1350,
      height: 900,
    });
    await waitForHydration(page);
    const toggle = page.getByRole("link", { name: "選單", exact: true });
    const drawer = page.locator("#charity-nav");
    expect(await toggle.isVisible()).toBe(true);
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // The drawer slides in (0.25 s); measure it once it has arrived.
    await expect.poll(() => drawer.evaluate((element) => getComputedStyle(element).transform)).toBe("none");
    const box = await drawer.boundingBox();
    expect(box?.y).toBe(100);
    expect(box?.width).toBe(675);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await drawer.getByRole("link", { name: "活動紀錄" }).click();
    await page.waitForURL("**/charity3?id=1");
    await expect.poll(() => page.locator("main").innerText()).toContain("物資發放紀實");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    await toggle.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await toggle.click();
    await drawer.getByRole("link", { name: "關閉選單" }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(page.url()).not.toContain("#");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("under 768 px the drawer takes three quarters of the width", async () => {
    const { page, context } = await openPage(browser, site.baseUrl + "/charity1?id=1", { width: 400, height: 800 });
    await waitForHydration(page);
    await page.getByRole("link", { name: "選單", exact: true }).click();
    await expect.poll(async () => (await page.locator("#charity-nav").boundingBox())?.width).toBe(300);
    await context.close();
  });

  test("without JavaScript the menu button still opens the drawer", async () => {
    const { page, problems, context } = await openPage(
      browser,
      site.baseUrl + "/charity1?id=1",
      { width: 800, height: 900 },
      false,
    );
    const drawer = page.locator("#charity-nav");
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole("link", { name: "選單", exact: true }).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole("link", { name: "我要捐款" }).click();
    await page.waitForURL("**/charity4?id=1");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("client navigation", () => {
  test("moving between charity pages loads only the page's data; the charity is loaded once", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/charity1?id=1");
    await waitForHydration(page);
    site.upstream.requests.length = 0;
    await page.getByRole("link", { name: "最新消息" }).click();
    await page.waitForURL("**/charity2?id=1");
    await expect.poll(() => page.locator("main h2").first().innerText()).toBe("寒冬送暖物資募集");
    expect(await page.title()).toBe(`最新消息｜${TITLE}`);
    expect(site.upstream.requests.map((r) => r.url)).not.toContain("/api/website/getCharity");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a charity address without an id, reached inside the app, lands on / (client-side redirect)", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/charity1?id=1");
    await waitForHydration(page);
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
      // A history entry the router handles itself, like a back or forward to an old address.
      window.history.pushState(null, "", "/charity3");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/charity2 activities", () => {
  test("thumbnails move the carousel, a photo opens the lightbox, the donate button leads to the activity's form", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/charity2?id=1", {
      width: 1440,
      height: 900,
    });
    await waitForHydration(page);
    const first = page.locator(".activity-card").first();
    const thumbs = first.locator(".gallery__thumbs .gallery__thumb");
    expect(await thumbs.count()).toBe(7);
    // Six visible thumbnails above 1350 px.
    const visible = await thumbs.evaluateAll((buttons) => {
      const strip = buttons[0]?.closest(".gallery__thumbs")?.getBoundingClientRect();
      return buttons.filter((b) => {
        const r = b.getBoundingClientRect();
        return strip && r.left >= strip.left - 1 && r.right <= strip.right + 1;
      }).length;
    });
    expect(visible).toBe(6);
    await thumbs.nth(1).click();
    await expect.poll(() => thumbs.nth(1).getAttribute("aria-current")).toBe("true");

    await first.getByRole("button", { name: /放大檢視：寒冬送暖物資募集照片2/ }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain("寒冬送暖物資募集照片2");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await first.getByRole("link", { name: /我要捐款/ }).click();
    await page.waitForURL("**/charity4?id=1&activityID=21");
    await expect.poll(() => page.getByLabel("捐款項目").inputValue()).toBe("21");
    expect(problems).toEqual([]);
    await context.close();
  });
});
