import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

test("home hydrates with a clean console", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/");
  await waitForHydration(page);
  expect(await page.title()).toBe("首頁｜恆岳集團");
  expect(problems).toEqual([]);
  await context.close();
});
