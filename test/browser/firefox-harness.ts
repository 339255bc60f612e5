// Firefox ESR (Debian's firefox-esr, installed by .ci/run) driven over WebDriver BiDi by puppeteer-core:
// the second engine for the CSP checks, since hashes, modules and violation reports differ between
// engines. Headless, a fresh profile per launch (puppeteer's), pages with the CSP watch script.
import puppeteer, { type Browser } from "puppeteer-core";
import { CSP_WATCH_SCRIPT, isCspMessage, pollUntil, type DrivenPage } from "./csp-watch.js";
import { WAIT_BUDGET_MS } from "./harness.js";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    protocol: "webDriverBiDi",
    headless: true,
    defaultViewport: { width: 1440, height: 900 },
    extraPrefsFirefox: { "intl.accept_languages": "zh-TW" },
  });
}

/** A new page that records CSP violations (and console messages naming the CSP) from its first script. */
export async function openFirefoxPage(browser: Browser): Promise<DrivenPage & { close(): Promise<void> }> {
  const page = await browser.newPage();
  page.setDefaultTimeout(WAIT_BUDGET_MS);
  await page.evaluateOnNewDocument(CSP_WATCH_SCRIPT);
  const consoleCsp: string[] = [];
  page.on("console", (message) => {
    if (isCspMessage(message.text())) consoleCsp.push(`console: ${message.text()}`);
  });
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    evaluate: (expression) => page.evaluate(expression),
    waitFor: (expression) => pollUntil((e) => page.evaluate(e), expression, WAIT_BUDGET_MS),
    url: () => page.url(),
    consoleCsp,
    close: () => page.close(),
  };
}
