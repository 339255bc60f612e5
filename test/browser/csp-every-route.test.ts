// Chromium with the site's CSP enforced: no violation on any route of the sitemap, through client-side
// navigations and the lazy chunks they load; hostile upstream content never runs, and markup slipped
// into the served HTML is blocked by the CSP itself. Firefox ESR runs the same: csp-firefox.test.ts.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, test } from "vitest";
import { clientNavigationsClean, everyRouteClean, hostileContentInert, slippedMarkupBlocked } from "./csp-checks.js";
import { startCspSites, type CspSites } from "./csp-sites.js";
import { CSP_WATCH_SCRIPT, isCspMessage, pollUntil, type DrivenPage } from "./csp-watch.js";
import { launchBrowser, WAIT_BUDGET_MS } from "./harness.js";

let sites: CspSites;
let browser: Browser;
beforeAll(async () => {
  [sites, browser] = await Promise.all([startCspSites(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

async function open(): Promise<DrivenPage & { close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-TW" });
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  const page = await context.newPage();
  await page.addInitScript(CSP_WATCH_SCRIPT);
  const consoleCsp: string[] = [];
  page.on("console", (message) => {
    if (isCspMessage(message.text())) consoleCsp.push(`console: ${message.text()}`);
  });
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    evaluate: (expression) => page.evaluate<unknown>(expression),
    waitFor: (expression) => pollUntil((e) => page.evaluate<unknown>(e), expression, WAIT_BUDGET_MS),
    url: () => page.url(),
    consoleCsp,
    close: () => context.close(),
  };
}

test("every route of the sitemap: no CSP violation", { timeout: 300_000 }, () => everyRouteClean(open, sites));

test("client-side navigations across each area and their lazy chunks: no CSP violation", { timeout: 180_000 }, () =>
  clientNavigationsClean(open, sites, ["/", "/charity1?id=1", "/buddhism"]),
);

test("hostile rich text, title and image address from the upstream never run", async () => {
  const page = await open();
  await hostileContentInert(page, sites);
  await page.close();
});

test("a script and a handler slipped into the served HTML are blocked by the CSP", async () => {
  const page = await open();
  await slippedMarkupBlocked(page, sites);
  await page.close();
});
