// The thank-you box with order numbers as upstreams write them (issue 17.3), in Chromium: a returning
// donor with D-2026-000123 sees the box with that number; a hostile order_no shows the box without a
// number and none of its text.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ upstreamTimeoutMs: 5000 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The page on a clock that stands still, so the 5-second box is still there when the test looks. */
async function openAt(path: string) {
  const opened = await openPage(browser, "about:blank", { width: 390, height: 844 });
  await opened.page.clock.install({ time: new Date("2026-11-25T00:00:00+08:00") });
  await opened.page.clock.pauseAt(new Date("2026-11-26T00:00:00+08:00"));
  await opened.page.goto(site.baseUrl + path);
  await waitForHydration(opened.page);
  return opened;
}

describe("the thank-you box and the order number", () => {
  test("a returning donor with D-2026-000123 sees the thank-you box with it", async () => {
    const { page, problems, context } = await openAt("/charity4?id=1&order_no=D-2026-000123&status=success");
    const box = page.getByRole("status").filter({ hasText: "感謝您的捐款！" });
    expect(await box.locator("p").allInnerTexts()).toEqual(["感謝您的捐款！", "捐款編號：D-2026-000123"]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a hostile order_no: the thank-you box without a number, none of its text", async () => {
    const hostile = "請改匯款至帳號9999-8888";
    const { page, problems, context } = await openAt(
      `/charity4?id=1&order_no=${encodeURIComponent(hostile)}&status=success`,
    );
    const box = page.getByRole("status").filter({ hasText: "感謝您的捐款！" });
    expect(await box.locator("p").allInnerTexts()).toEqual(["感謝您的捐款！"]);
    expect(await page.locator("body").innerText()).not.toContain("9999-8888");
    expect(problems).toEqual([]);
    await context.close();
  });
});
