// The home page hydrates before its sections' code arrives (docs/seo.md, "before interactive"): the
// server's HTML stays in place, each section hydrates on its own, and the console stays clean. The
// browser sets only the title (the server wrote the share tags and JSON-LD, and they survive hydration).
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";
import { BROWSER_SITE, documentMarked, markDocument } from "./page-helpers.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite(BROWSER_SITE);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The own chunk of the news section's module, from the build's manifest. */
function newsSectionChunk(): string {
  const manifest: unknown = JSON.parse(readFileSync(path.resolve("public/assets/manifest.json"), "utf8"));
  const modules = typeof manifest === "object" && manifest !== null && "modules" in manifest ? manifest.modules : null;
  const files = typeof modules === "object" && modules !== null ? Object.entries(modules) : [];
  const own: unknown = files.find(([name]) => name === "shared/ui/home/news-section")?.[1];
  return Array.isArray(own) && typeof own[0] === "string" ? own[0] : "";
}

test("the sections' code is fetched once the page runs, not named in its HTML; they hydrate cleanly", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/");
  const html = await page.evaluate(() => document.head.innerHTML);
  await waitForHydration(page);
  // The news tabs are a section: a click switches the panel only once that section has hydrated.
  await page.waitForSelector(".news__slider .swiper-initialized");
  const tabs = page.locator('[role="tab"]');
  expect(await tabs.count()).toBeGreaterThan(1);
  await tabs.nth(1).click();
  await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  const chunk = newsSectionChunk();
  expect(chunk).toMatch(/^\/assets\/chunk-\w+\.js$/);
  expect(html).not.toContain(chunk);
  expect(fetched).toContain(chunk);
  expect(problems).toEqual([]);
  await context.close();
});

test("the server's JSON-LD and share tags survive hydration; a client navigation sets the title", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/");
  await waitForHydration(page);
  await page.waitForSelector(".home-slider .swiper-initialized");
  const jsonLd = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
  );
  expect(jsonLd.length).toBeGreaterThan(0);
  const organization: unknown = JSON.parse(jsonLd[0] ?? "");
  const anyName: unknown = expect.any(String);
  expect(organization).toMatchObject({ "@type": "Organization", name: anyName });
  expect(await page.getAttribute('meta[property="og:site_name"]', "content")).toBe("恆岳集團");

  await markDocument(page);
  await page.locator('footer a[href="/about"]').first().click();
  await page.waitForFunction(() => document.title === "關於我們｜恆岳集團");
  expect(await documentMarked(page)).toBe(true);
  await page.goBack();
  await page.waitForFunction(() => document.title === "首頁｜恆岳集團");
  await page.waitForSelector("#news-heading");
  expect(problems).toEqual([]);
  await context.close();
});
