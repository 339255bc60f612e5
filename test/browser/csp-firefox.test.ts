// The CSP smoke of csp-every-route.test.ts on Firefox ESR over WebDriver BiDi (firefox-harness.ts):
// every route and client-side navigations with no violation, hostile upstream content inert, slipped
// markup blocked by the CSP.
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, test } from "vitest";
import { clientNavigationsClean, everyRouteClean, hostileContentInert, slippedMarkupBlocked } from "./csp-checks.js";
import { startCspSites, type CspSites } from "./csp-sites.js";
import { launchFirefox, openFirefoxPage } from "./firefox-harness.js";

let sites: CspSites;
let browser: Browser;
beforeAll(async () => {
  [sites, browser] = await Promise.all([startCspSites(), launchFirefox()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

const open = () => openFirefoxPage(browser);

test("Firefox ESR, every route of the sitemap: no CSP violation", { timeout: 300_000 }, () =>
  everyRouteClean(open, sites),
);

test("Firefox ESR, client-side navigations and their lazy chunks: no CSP violation", { timeout: 180_000 }, () =>
  clientNavigationsClean(open, sites, ["/", "/charity1?id=1", "/buddhism"]),
);

test("Firefox ESR, hostile rich text, title and image address from the upstream never run", async () => {
  const page = await open();
  await hostileContentInert(page, sites);
  await page.close();
});

test("Firefox ESR, a script and a handler slipped into the served HTML are blocked by the CSP", async () => {
  const page = await open();
  await slippedMarkupBlocked(page, sites);
  await page.close();
});
