// What the CSP browser tests share, whatever drives the browser (Chromium through playwright-core,
// Firefox ESR over WebDriver BiDi through puppeteer-core): a script run before any of the page's own
// that records every `securitypolicyviolation`, the route list (one address per route of the sitemap),
// client-side hops across the site, hostile upstream content, and a proxy that slips markup past the
// sanitizer into the served HTML so the CSP itself is what must stop it.
import { startHtmlRewritingProxy, type RewritingProxy } from "./html-rewriting-proxy.js";

/** Runs before the page's scripts: each violation as "directive blocked-URI sample" in window.__csp. */
export const CSP_WATCH_SCRIPT = `
  window.__csp = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__csp.push([event.violatedDirective, event.blockedURI, event.sample].join(" "));
  }, true);
`;

/** The page as the tests need it, from either driver. */
export interface DrivenPage {
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page; its value must be JSON. */
  evaluate(expression: string): Promise<unknown>;
  /** Resolves once the expression is truthy in the page. */
  waitFor(expression: string): Promise<void>;
  url(): string;
  /** Console messages of the page that mention a content security policy. */
  consoleCsp: string[];
}

/**
 * Polls `evaluate(expression)` until truthy. The drivers' own wait-for-function evaluates a string
 * inside the page, which the site's CSP refuses (no 'unsafe-eval'); evaluate comes from the driver.
 */
export async function pollUntil(
  evaluate: (expression: string) => Promise<unknown>,
  expression: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A document navigation in progress destroys the context being asked: not yet, ask again.
  while (!(await evaluate(expression).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const violations = async (page: DrivenPage): Promise<string[]> => {
  const recorded = await page.evaluate("window.__csp ?? ['no watch script: window.__csp missing']");
  const list = Array.isArray(recorded) ? recorded.map(String) : [`not a list: ${String(recorded)}`];
  return [...list, ...page.consoleCsp];
};

export const isCspMessage = (text: string): boolean => /content[- ]security[- ]policy|\bCSP\b/i.test(text);

/** One address per route of the site's sitemap (the first of each path), plus an unknown path. */
export async function sitemapRoutes(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const byPath = new Map<string, string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL((loc ?? "").replaceAll("&amp;", "&"));
    if (!byPath.has(url.pathname)) byPath.set(url.pathname, url.pathname + url.search);
  }
  return [...byPath.values(), "/no-such-page"];
}

/** Loads the page, waits for hydration, scrolls to the end (lazy parts), back to the top. */
export async function visit(page: DrivenPage, url: string): Promise<void> {
  await page.goto(url);
  await page.waitFor("document.documentElement.hasAttribute('data-hydrated')");
  await page.evaluate("window.scrollTo(0, document.body.scrollHeight), 0");
  await page.evaluate(
    "new Promise((resolve) => setTimeout(resolve, 300)).then(() => window.scrollTo(0, 0)).then(() => 0)",
  );
}

export interface Hops {
  /** Paths reached by client-side navigation. */
  client: string[];
  /** Paths whose link loaded a new document (a part not hydrated yet): no client navigation to count. */
  documents: string[];
  violations: string[];
}

/**
 * From the loaded page, up to `hops` clicks, each on a link to a route not seen yet (the header's and
 * navigation's first), so each route's lazy chunk loads. Violations are read before every click: a
 * link that loads a new document would otherwise take the old document's record with it.
 */
export async function hopAcrossRoutes(page: DrivenPage, hops: number): Promise<Hops> {
  const result: Hops = { client: [], documents: [], violations: [] };
  const seen = new Set<string>([new URL(page.url()).pathname]);
  for (let i = 0; i < hops; i++) {
    result.violations.push(...(await violations(page)));
    page.consoleCsp.length = 0;
    await page.evaluate("window.__csp = [], window.__sameDocument = true");
    const links = await page.evaluate(
      "[...document.querySelectorAll('header a[href^=\"/\"], nav a[href^=\"/\"]'), ...document.querySelectorAll('a[href^=\"/\"]')].map((a) => a.getAttribute('href'))",
    );
    const next = (Array.isArray(links) ? links.map(String) : []).find((href) => {
      const path = new URL(href, "http://x").pathname;
      return !seen.has(path) && !path.startsWith("/api") && !path.startsWith("/media") && !/\.\w+$/.test(path);
    });
    if (!next) break;
    seen.add(new URL(next, "http://x").pathname);
    await page.evaluate(`document.querySelector(${JSON.stringify(`a[href=${JSON.stringify(next)}]`)}).click(), 0`);
    await page.waitFor(`location.pathname + location.search === ${JSON.stringify(next)}`);
    await page.waitFor("document.documentElement.hasAttribute('data-hydrated')");
    await page.evaluate("new Promise((resolve) => setTimeout(resolve, 300)).then(() => 0)");
    if ((await page.evaluate("window.__sameDocument === true")) === true) result.client.push(next);
    else result.documents.push(next);
  }
  result.violations.push(...(await violations(page)));
  return result;
}

/** Rich text, a title and an image address that try every way in; the upstream's getPage answer. */
export const HOSTILE_PAGE = {
  data: {
    result: {
      id: 66,
      title: '惡意標題"><script>window.__pwned="title"</script></script><script>window.__pwned="json"</script>',
      intro: '<img src="/x" onerror="window.__pwned=\'intro\'">',
      content:
        "<p>正文段落</p>" +
        '<script>window.__pwned="script"</script>' +
        '<img src="/no-such.png" onerror="window.__pwned=\'onerror\'">' +
        '<a id="hostile-link" href="javascript:window.__pwned=\'href\'">連結</a>' +
        '<svg onload="window.__pwned=\'svg\'"><script>window.__pwned="svg-script"</script></svg>' +
        "<iframe srcdoc=\"<script>parent.__pwned='srcdoc'</script>\"></iframe>" +
        "<math><mtext><table><mglyph><style><img src=x onerror=\"window.__pwned='mxss'\">" +
        "<p style=\"background:url(javascript:window.__pwned='style')\">樣式</p>",
      image: "/media/p.svg\" onerror=\"window.__pwned='attr'",
      video: "",
      typeId: 1,
    },
    album: [],
    slider: [],
  },
};

/** Markup the sanitizer would never let through, as if it had a hole: only the CSP can stop it. */
export const SLIPPED_MARKUP =
  '<script>window.__pwned="inline"</script>' +
  "<svg onload=\"window.__pwned='onload'\"></svg>" +
  '<a id="slipped-link" href="javascript:window.__pwned=\'javascript-url\'">x</a>';

/** A proxy in front of the app that adds SLIPPED_MARKUP before </body> of every HTML page. */
export function startInjectingProxy(target: string): Promise<RewritingProxy> {
  return startHtmlRewritingProxy(target, (html) => html.replace("</body>", `${SLIPPED_MARKUP}</body>`));
}
