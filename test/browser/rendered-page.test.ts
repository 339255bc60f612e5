// With the page cache off every page is rendered per request: in one synchronous pass and sent as
// brotli in one piece (server/web/pages/render-page.tsx, html-body.ts). The browser must hydrate it cleanly.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ pageCacheEntries: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

test.each(["/", "/about", "/page3?id=1"])("%s rendered per request hydrates with a clean console", async (path) => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + path);
  const response = await page.request.get(site.baseUrl + path, { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(response.headers()["content-encoding"]).toBe("br");
  await waitForHydration(page);
  expect(problems).toEqual([]);
  await context.close();
});
