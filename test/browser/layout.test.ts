// The corporate top bar, drawer and footer in Chromium (spec section 2; sections 9 for sizes).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";
import { BROWSER_SITE, documentMarked, markDocument, serverHtml, useCleanArticle } from "./page-helpers.js";

// Every referType, each pointing at a page that exists, so no navigation ends on a 404.
const MENU = {
  menuListData: [
    { id: 1, name: "關於我們", path: "about" },
    {
      id: 2,
      name: "集團事業",
      pageList: [
        { id: 11, name: "合作夥伴", path: "https://example.org/partner", referType: "url" },
        { id: 9, name: "最新文章", path: "article", referType: "page" },
        { id: 13, name: "活動紀實", path: "page3", referType: "path" },
      ],
    },
    {
      id: 3,
      name: "社會公益",
      pageList: [
        { id: 5, name: "年度活動", path: "page3", referType: "page" },
        { id: 22, name: "公益夥伴", path: "https://example.org/charity", referType: "url" },
      ],
    },
    { id: 4, name: "菁英招募", path: "eliteRecruitment" },
  ],
};

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite(BROWSER_SITE);
  site.upstream.set("POST /api/website/getMenuList", MENU);
  useCleanArticle(site.upstream);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, width: number) {
  const watched = await openPage(browser, site.baseUrl + path, { width, height: 800 });
  await waitForHydration(watched.page);
  // Outside addresses never leave the machine.
  await watched.context.route("https://example.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>partner</title>" }),
  );
  return watched;
}

describe("server HTML (no JavaScript)", () => {
  test("every page but / has 回到首頁; the logo leads to /; menu and footer are in the HTML", async () => {
    const home = await serverHtml(site.baseUrl, "/");
    expect(home.html).not.toContain("回到首頁");
    const article = await serverHtml(site.baseUrl, "/article?id=9");
    expect(article.status).toBe(200);
    expect(article.html).toMatch(/<a [^>]*href="\/"[^>]*>回到首頁<\/a>/);
    for (const { html } of [home, article]) {
      expect(html).toMatch(/<a [^>]*class="top-bar__logo"[^>]*href="\/"|<a [^>]*href="\/"[^>]*class="top-bar__logo"/);
      expect(html).toContain(">關於我們<");
      expect(html).toContain("合作夥伴");
      expect(html).toContain('href="/page3?id=5"');
    }
  });

  test("the footer: phone, address, the four links and the 2024 copyright", async () => {
    const { html } = await serverHtml(site.baseUrl, "/article?id=9");
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    expect(footer).toContain("04-2258-6600");
    expect(footer).toContain('href="tel:+886422586600"');
    expect(footer).toContain("台中市西屯區");
    for (const path of ["/branchList", "/about", "/socialActivity", "/eliteRecruitment"])
      expect(footer).toContain(`href="${path}"`);
    expect(footer).toMatch(/Copyright © 2024/);
  });
});

describe("wide screens (1440 px): dropdowns", () => {
  test("a dropdown opens on hover and closes about 100 ms after the pointer leaves", async () => {
    const { page, problems, context } = await open("/article?id=9", 1440);
    const toggle = page.locator(".desktop-menu").getByRole("button", { name: "集團事業" });
    const list = page.locator("#menu-dropdown-2");
    expect(await list.isHidden()).toBe(true);
    await toggle.hover();
    await list.waitFor({ state: "visible" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");

    // Moving down into the list keeps it open.
    await list.getByRole("link", { name: "最新文章" }).hover();
    expect(await list.isVisible()).toBe(true);

    // Time the close inside the page: from the pointer leaving to the list hiding.
    await page.evaluate(() => {
      const dropdown = document.getElementById("menu-dropdown-2");
      const item = dropdown?.parentElement;
      if (!dropdown || !item) throw new Error("dropdown missing");
      item.addEventListener("pointerleave", () => (document.body.dataset.leftAt = String(performance.now())), {
        once: true,
      });
      new MutationObserver((_, observer) => {
        if (!dropdown.hidden) return;
        document.body.dataset.closedAt = String(performance.now());
        observer.disconnect();
      }).observe(dropdown, { attributes: true, attributeFilter: ["hidden"] });
    });
    await page.mouse.move(700, 600);
    await page.waitForFunction(() => document.body.dataset.closedAt !== undefined);
    const delay = await page.evaluate(
      () => Number(document.body.dataset.closedAt) - Number(document.body.dataset.leftAt),
    );
    expect(delay).toBeGreaterThanOrEqual(90);
    expect(delay).toBeLessThan(400);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("keyboard: the button opens it, ArrowDown enters it, Escape closes it and returns focus", async () => {
    const { page, problems, context } = await open("/article?id=9", 1440);
    const toggle = page.locator(".desktop-menu").getByRole("button", { name: "社會公益" });
    const list = page.locator("#menu-dropdown-3");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await list.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowDown");
    await list.waitFor({ state: "visible" });
    await page.waitForFunction(() => document.activeElement?.textContent === "年度活動");
    // Tabbing out of the last link closes it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await list.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });

  test("referType url opens the address in a new tab", async () => {
    const { page, problems, context } = await open("/article?id=9", 1440);
    await page.locator(".desktop-menu").getByRole("button", { name: "集團事業" }).hover();
    const link = page.locator("#menu-dropdown-2").getByRole("link", { name: /合作夥伴/ });
    expect(await link.getAttribute("href")).toBe("https://example.org/partner");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe("https://example.org/partner");
    expect(page.url()).toBe(site.baseUrl + "/article?id=9");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("referType page navigates client-side to /{path}?id={id}; referType path loads /{path} as a new document", async () => {
    const { page, problems, context } = await open("/", 1440);
    await markDocument(page);
    await page.locator(".desktop-menu").getByRole("button", { name: "集團事業" }).hover();
    await page.locator("#menu-dropdown-2").getByRole("link", { name: "最新文章" }).click();
    await page.waitForURL(site.baseUrl + "/article?id=9");
    await page.getByRole("heading", { level: 1, name: "文章標題" }).waitFor();
    expect(await documentMarked(page)).toBe(true);
    expect(await page.locator("#menu-dropdown-2").isHidden()).toBe(true);

    await page.locator(".desktop-menu").getByRole("button", { name: "集團事業" }).hover();
    await page.locator("#menu-dropdown-2").getByRole("link", { name: "活動紀實" }).click();
    await page.waitForURL(site.baseUrl + "/page3");
    await waitForHydration(page);
    expect(await documentMarked(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: "開啟選單" }).click();
  const drawer = page.locator("#menu-drawer");
  await drawer.waitFor({ state: "visible" });
  // The drawer slides in; measure it once it has arrived.
  await page.waitForFunction(() => {
    const element = document.getElementById("menu-drawer");
    return element !== null && getComputedStyle(element).transform === "none";
  });
  return drawer;
}

describe("1350 px and narrower: the side drawer", () => {
  test("at 1000 px: the menu is a drawer 50% wide, 100 px from the top, one entry expanded at a time", async () => {
    const { page, problems, context } = await open("/article?id=9", 1000);
    expect(await page.locator(".desktop-menu").isHidden()).toBe(true);
    expect(await page.locator("#menu-drawer").isHidden()).toBe(true);
    // The drawer's list is built at its first opening, not in the server page (decision 008).
    expect(await page.locator("#menu-drawer a, #menu-drawer button").count()).toBe(0);
    const drawer = await openDrawer(page);
    expect(await drawer.getByRole("link").count()).toBeGreaterThan(0);
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(500, 0);
    expect(box?.y).toBeCloseTo(100, 0);
    expect(await page.getByRole("button", { name: "關閉選單" }).getAttribute("aria-expanded")).toBe("true");

    const business = drawer.getByRole("button", { name: "集團事業" });
    const charity = drawer.getByRole("button", { name: "社會公益" });
    await business.click();
    expect(await business.getAttribute("aria-expanded")).toBe("true");
    expect(await drawer.getByRole("link", { name: "最新文章" }).isVisible()).toBe(true);
    await charity.click();
    expect(await charity.getAttribute("aria-expanded")).toBe("true");
    expect(await business.getAttribute("aria-expanded")).toBe("false");
    expect(await drawer.getByRole("link", { name: "最新文章" }).isVisible()).toBe(false);
    // Clicking the open entry collapses it.
    await charity.click();
    expect(await charity.getAttribute("aria-expanded")).toBe("false");
    expect(await drawer.getByRole("link", { name: "年度活動" }).isVisible()).toBe(false);

    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: "開啟選單" }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the drawer closes when a link in it navigates", async () => {
    const { page, problems, context } = await open("/article?id=9", 1000);
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "社會公益" }).click();
    await drawer.getByRole("link", { name: "年度活動" }).click();
    await page.waitForURL(site.baseUrl + "/page3?id=5");
    await drawer.waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: "開啟選單" }).getAttribute("aria-expanded")).toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("at 700 px the drawer is 75% wide", async () => {
    const { page, problems, context } = await open("/", 700);
    const drawer = await openDrawer(page);
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(525, 0);
    expect(box?.y).toBeCloseTo(100, 0);
    // A click beside the drawer closes it.
    await page.mouse.click(50, 400);
    await drawer.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });
});
