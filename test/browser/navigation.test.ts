// Client-side navigation: route data comes from the server (`?_data=`), never from the upstream
// directly; each route change starts at the top; an unknown path is a 404 page that still hydrates.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
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

test("a footer link navigates on the client with server route data and scrolls to the top", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/");
  await waitForHydration(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const documentRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentRequests.push(request.url());
  });
  await page.locator('footer a[href="/about"]').first().click();
  await page.waitForURL(`${site.baseUrl}/about`);
  await page.waitForFunction(() => document.title !== "" && window.scrollY === 0);
  expect(documentRequests).toEqual([]);
  expect(requests.some((r) => r.startsWith("/about?_data="))).toBe(true);
  expect(requests.filter((r) => r.startsWith("/api/website/"))).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await page.waitForURL(`${site.baseUrl}/`);
  await expect.poll(() => page.locator("main").textContent()).toContain("集團年度策略會議圓滿落幕");
  expect(problems).toEqual([]);
  await context.close();
});

test("an unknown path answers 404 with the not-found page, which hydrates cleanly", async () => {
  const { page, problems, context } = await openPage(browser, site.baseUrl + "/");
  await waitForHydration(page);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/no-such-page";
    link.textContent = "x";
    link.id = "probe";
    document.body.append(link);
  });
  // A plain anchor is a document navigation: the server answers 404 with the same page.
  const response = await Promise.all([page.waitForNavigation(), page.click("#probe")]).then(([r]) => r);
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("找不到頁面");
  await waitForHydration(page);
  expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
  await context.close();
});
