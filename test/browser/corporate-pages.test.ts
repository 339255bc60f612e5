// The corporate pages in Chromium against the seeded content service: each hydrates with a clean
// console (no errors, no CSP violation), the history cards fade in as they scroll into view (and are
// plainly visible without JavaScript), and axe finds no serious or critical violation.
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import { scrollThrough } from "./page-helpers.js";
import { launchBrowser, openPage, waitForHydration } from "./harness.js";

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

describe("each page hydrates with a clean console", () => {
  test.each([
    ["/about", "關於我們"],
    ["/branchList", "據點介紹"],
    ["/reward", "榮譽獎項"],
    ["/socialActivity", "社團活動"],
    ["/eliteRecruitment", "菁英招募"],
    ["/focusActivities", "焦點活動"],
    ["/alpha", "阿爾法智能理財顧問"],
  ])("%s", async (path, title) => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + path);
    await waitForHydration(page);
    expect(await page.title()).toBe(`${title}｜恆岳集團`);
    await expect.poll(() => page.locator("h1").innerText()).toContain(title);
    await scrollThrough(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("client-side navigation from the footer loads a list page's data from the server", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/branchList");
    await waitForHydration(page);
    await page.locator("footer").getByRole("link", { name: "社團活動" }).click();
    await page.waitForURL("**/socialActivity");
    await expect.poll(() => page.locator(".entry-card").count()).toBeGreaterThan(0);
    expect(await page.title()).toBe("社團活動｜恆岳集團");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("history timeline", () => {
  test("a card below the fold waits (visible, not active), then fades in and turns active as it scrolls into view", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/about", { width: 1440, height: 900 });
    await waitForHydration(page);
    const first = page.locator(".history-timeline__entry").first();
    const last = page.locator(".history-timeline__entry").last();
    await expect.poll(() => last.getAttribute("data-reveal")).toBe("waiting");
    expect(await last.locator(".history-card").getAttribute("data-anim-active")).toBe("false");
    // Waiting is not hiding: the card stays readable wherever it is.
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    const started = last.evaluate(
      (el) =>
        new Promise<string>((resolve) =>
          el.addEventListener(
            "animationstart",
            (event) => resolve(event instanceof AnimationEvent ? event.animationName : ""),
            { once: true },
          ),
        ),
    );

    await last.scrollIntoViewIfNeeded();
    expect(await started).toBe("history-reveal");
    expect(await last.getAttribute("data-reveal")).toBe("entering");
    expect(await last.locator(".history-card").getAttribute("data-anim-active")).toBe("true");
    // The card's decorative line looks active: full height once its transition ends.
    await expect
      .poll(() => last.locator(".history-card__line").evaluate((el) => getComputedStyle(el).transform))
      .toBe("matrix(1, 0, 0, 1, 0, 0)");
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    // Scrolling back up reveals the card skipped on the way down; the one revealed stays revealed.
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.locator(".history-card").getAttribute("data-anim-active")).toBe("true");
    expect(await last.getAttribute("data-reveal")).toBe("entering");
    expect(await last.locator(".history-card").getAttribute("data-anim-active")).toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a card already on screen at hydration is active at once, without animating", async () => {
    const { page, context } = await openPage(browser, site.baseUrl + "/about", { width: 1440, height: 900 });
    await waitForHydration(page);
    await page.locator(".history-timeline__entry").first().scrollIntoViewIfNeeded();
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    // The browser restores the scroll position on reload, so the first card is on screen as the page hydrates.
    await expect.poll(() => page.locator(".history-timeline__entry").first().getAttribute("data-reveal")).toBe("shown");
    expect(await page.locator(".history-card").first().getAttribute("data-anim-active")).toBe("true");
    expect(
      await page
        .locator(".history-timeline__entry")
        .first()
        .evaluate((el) => el.getAnimations().length),
    ).toBe(0);
    await context.close();
  });

  test("without JavaScript every card is visible", async () => {
    const { page, context } = await openPage(browser, site.baseUrl + "/about", { width: 1440, height: 900 }, false);
    const entries = page.locator(".history-timeline__entry");
    expect(await entries.count()).toBeGreaterThan(3);
    const states = await entries.evaluateAll((list) =>
      list.map((el) => [el.getAttribute("data-reveal"), getComputedStyle(el).opacity]),
    );
    for (const state of states) expect(state).toEqual(["static", "1"]);
    await context.close();
  });
});

describe("accessibility (axe)", () => {
  const wide = { width: 1440, height: 900 };
  const phone = { width: 390, height: 844 };
  test.each([
    ["/about", wide, "at load"],
    ["/about", wide, "scrolled through"],
    ["/about", phone, "scrolled through"],
    ["/branchList", wide, "at load"],
    ["/branchList", phone, "at load"],
  ] as const)("%s at %o, %s: no serious or critical violation", async (path, viewport, moment) => {
    const { page, context } = await openPage(browser, site.baseUrl + path, viewport);
    await waitForHydration(page);
    if (moment === "scrolled through") await scrollThrough(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
    expect(severe).toEqual([]);
    await context.close();
  });
});
