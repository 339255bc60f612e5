// The home slider's pause control in Firefox ESR over WebDriver BiDi (firefox-harness.ts): the same
// keyboard check as in Chromium (pause-control-checks.ts).
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, test } from "vitest";
import { HOME_SLIDE_DELAY_MS } from "../../shared/ui/home/home-slider.js";
import { FIREFOX_PATH, launchFirefox } from "./firefox-harness.js";
import { pollUntil } from "./csp-watch.js";
import { startSite, WAIT_BUDGET_MS, type Site } from "./harness.js";
import { BROWSER_SITE } from "./page-helpers.js";
import { pauseControlStopsAndResumes } from "./pause-control-checks.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(BROWSER_SITE), launchFirefox()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

test(`Firefox ESR (${FIREFOX_PATH}): the home slider's pause control stops it from the keyboard until pressed again`, async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(WAIT_BUDGET_MS);
  await pauseControlStopsAndResumes(
    {
      goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
      evaluate: (expression) => page.evaluate(expression),
      waitFor: (expression) => pollUntil((e) => page.evaluate(e), expression, WAIT_BUDGET_MS),
      press: (key) => page.keyboard.press(key),
    },
    site.baseUrl + "/",
    ".home-slider",
    HOME_SLIDE_DELAY_MS,
    WAIT_BUDGET_MS,
  );
  await page.close();
});
