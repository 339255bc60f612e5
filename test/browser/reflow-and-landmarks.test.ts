// WCAG 1.4.10 and landmark names (issue 27): at 320 CSS px every route reflows without horizontal scrolling,
// and no two landmarks of one role share a name (axe's landmark rules, whatever their impact), so a screen
// reader's landmark list tells each nav and region apart.
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import { launchBrowser, openPage, waitForHydration } from "./harness.js";

let site: ContentSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startContentSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser.close();
  await site.close();
});

const ROUTES = [
  "/",
  "/about",
  "/branchList",
  "/branch1",
  "/eliteRecruitment",
  "/reward",
  "/page?id=1",
  "/page3?id=1",
  "/charity1?id=1",
  "/charity2?id=1",
  "/charity4?id=1",
  "/buddhism",
  "/buddhismIntro?id=1",
  "/buddhismLesson?id=51",
];

const LANDMARK_RULES = [
  "landmark-unique",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-one-main",
];

describe("320 CSS px: no horizontal scrolling, every landmark told apart", () => {
  test.each(ROUTES)("%s", async (path) => {
    const { page, context } = await openPage(browser, site.baseUrl + path, { width: 320, height: 640 });
    await waitForHydration(page);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    expect(widths.body).toBeLessThanOrEqual(widths.viewport);
    const { violations } = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
    expect(violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
    // Every nav and region has a name of its own (aria-label or aria-labelledby).
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll("nav, section[aria-label], section[aria-labelledby], [role=region]")]
        .filter((el) => !el.getAttribute("aria-label") && !el.getAttribute("aria-labelledby"))
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
    await context.close();
  });
});
