// WebKit (the iPhone's engine, webkit-harness.ts): every route of the sitemap hydrates with a clean
// console, no CSP violation and no broken image; client navigation keeps the document, reads route data
// from the server and starts at the top; the CSP checks Chromium and Firefox ESR run (csp-checks.ts).
import { afterAll, beforeAll, expect, test } from "vitest";
import { clientNavigationsClean, hostileContentInert, slippedMarkupBlocked } from "./csp-checks.js";
import { startCspSites, type CspSites } from "./csp-sites.js";
import { sitemapRoutes, visit } from "./csp-watch.js";
import type { RewritingProxy } from "./html-rewriting-proxy.js";
import { openRoute } from "./webkit-actions.js";
import { launchWebKit, type WebKit } from "./webkit-harness.js";
import { START_BUDGET_MS } from "./webkit-suite.js";
import { brokenImages, pageProblems, startWatchedSite, waitFor, webKitPage } from "./webkit-watch.js";

let sites: CspSites | undefined;
let proxies: RewritingProxy[] = [];
let webkit: WebKit | undefined;
/** The CSP sites, each behind its own watching proxy. */
let watched: CspSites;
beforeAll(async () => {
  let started: CspSites;
  [started, webkit] = await Promise.all([startCspSites(), launchWebKit()]);
  sites = started;
  proxies = await Promise.all([started.content, started.slipped, started.hostile].map(startWatchedSite));
  const [content, slipped, hostile] = proxies.map((proxy) => proxy.url);
  watched = { content: content ?? "", slipped: slipped ?? "", hostile: hostile ?? "", close: async () => undefined };
}, START_BUDGET_MS);
afterAll(async () => {
  await webkit?.close();
  for (const proxy of proxies) await proxy.close();
  await sites?.close();
});

const driver = () => {
  if (!webkit) throw new Error("WebKit did not start");
  return webkit.driver;
};
const open = async () => webKitPage(driver());

test(
  "WebKit, every route of the sitemap: hydrated, clean console, no CSP violation, no broken image",
  {
    timeout: 300_000,
  },
  async () => {
    const routes = await sitemapRoutes(watched.content);
    expect(routes.length).toBeGreaterThan(15);
    const page = await open();
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await visit(page, watched.content + route);
      const broken = (await brokenImages(driver())).map((address) => `broken image: ${address}`);
      const seen = [...(await pageProblems(driver())), ...broken];
      if (seen.length > 0) found[route] = seen;
    }
    expect(found).toEqual({});
  },
);

test("WebKit, a client navigation keeps the document, asks the server for route data and starts at the top", async () => {
  await openRoute(driver(), watched.content + "/");
  await driver().execute("document.documentElement.setAttribute('data-test-mark', 'kept');");
  await driver().execute("window.scrollTo(0, document.body.scrollHeight);");
  expect(await driver().execute("return window.scrollY;")).toBeGreaterThan(200);
  await driver().click(await driver().find('footer a[href="/about"]'));
  await waitFor(driver(), "location.pathname === '/about' && window.scrollY === 0");
  await waitFor(driver(), "document.querySelector('main h1') !== null");
  expect(await driver().execute("return document.documentElement.getAttribute('data-test-mark');")).toBe("kept");
  const dataRequests = await driver().execute(
    "return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname + new URL(entry.name).search).filter((path) => path.startsWith('/about?_data='));",
  );
  expect(dataRequests).toHaveLength(1);
  expect(await pageProblems(driver())).toEqual([]);
});

test("WebKit, client-side navigations and their lazy chunks: no CSP violation", { timeout: 180_000 }, () =>
  clientNavigationsClean(open, watched, ["/", "/charity1?id=1", "/buddhism"]),
);

test("WebKit, hostile rich text, title and image address from the upstream never run", async () =>
  hostileContentInert(await open(), watched));

test("WebKit, a script and a handler slipped into the served HTML are blocked by the CSP", async () =>
  slippedMarkupBlocked(await open(), watched));
