// What the WebKit suite sees of a page: classic WebDriver reads neither the console nor CSP reports, so
// a proxy in front of the site adds one same-origin script first in <head> (script-src 'self' allows it;
// the policy under test is the site's own, unchanged). The script records CSP violations in window.__csp
// (csp-watch.ts's record, so the shared CSP checks run here too), and console errors and warnings,
// uncaught errors, unhandled rejections and resources that failed to load in window.__problems.
import { CSP_WATCH_SCRIPT, pollUntil, type DrivenPage } from "./csp-watch.js";
import { startHtmlRewritingProxy, type RewritingProxy } from "./html-rewriting-proxy.js";
import { WAIT_BUDGET_MS } from "./harness.js";
import type { WebDriverSession } from "./webdriver-client.js";

const WATCH_PATH = "/__webkit-watch.js";

const PROBLEMS_SCRIPT = `
  window.__problems = [];
  for (const level of ["error", "warn"]) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      window.__problems.push("console." + level + ": " + args.map(String).join(" "));
      original(...args);
    };
  }
  window.addEventListener("error", (event) => {
    const target = event.target;
    if (target instanceof Element) {
      const address = target.currentSrc || target.getAttribute("src") || target.getAttribute("href") || "";
      window.__problems.push("failed to load: <" + target.localName + "> " + address);
    } else {
      window.__problems.push("uncaught: " + event.message);
    }
  }, true);
  window.addEventListener("unhandledrejection", (event) => {
    window.__problems.push("unhandled rejection: " + String(event.reason));
  });
`;

/** The site behind the watching proxy: every HTML page loads the watch script before anything else. */
export function startWatchedSite(target: string): Promise<RewritingProxy> {
  return startHtmlRewritingProxy(
    target,
    (html) => html.replace(/<head[^>]*>/, (head) => `${head}<script src="${WATCH_PATH}"></script>`),
    { [WATCH_PATH]: CSP_WATCH_SCRIPT + PROBLEMS_SCRIPT },
  );
}

/** Resolves once the expression is truthy in the current page. */
export function waitFor(driver: WebDriverSession, expression: string): Promise<void> {
  return pollUntil((e) => driver.execute(`return (${e});`), expression, WAIT_BUDGET_MS);
}

/** What the watch script recorded in this document: CSP violations and every other problem. */
export async function pageProblems(driver: WebDriverSession): Promise<string[]> {
  const recorded = await driver.execute(
    "return window.__problems ? [...window.__csp, ...window.__problems] : ['no watch script in this page'];",
  );
  return Array.isArray(recorded) ? recorded.map(String) : [`not a list: ${String(recorded)}`];
}

/** Images that were asked for and came back broken (a lazy one not yet reached is not counted). */
export async function brokenImages(driver: WebDriverSession): Promise<string[]> {
  const broken = await driver.execute(
    "return [...document.images].filter((image) => image.complete && image.currentSrc && image.naturalWidth === 0).map((image) => image.currentSrc);",
  );
  return Array.isArray(broken) ? broken.map(String) : [];
}

/** The WebKit window as the shared CSP checks drive a page (csp-checks.ts); one window serves every "page". */
export function webKitPage(driver: WebDriverSession): DrivenPage & { close(): Promise<void> } {
  let current = "about:blank";
  return {
    goto: async (url) => {
      await driver.navigate(url);
      current = await driver.currentUrl();
    },
    evaluate: (expression) => driver.execute(`return (${expression});`),
    waitFor: async (expression) => {
      await waitFor(driver, expression);
      current = await driver.currentUrl();
    },
    url: () => current,
    // WebKit's console is out of WebDriver's reach: the watch script's record is the whole account.
    consoleCsp: [],
    close: async () => undefined,
  };
}
