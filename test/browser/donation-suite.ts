// Shared set-up of the donation form browser suites: a site with the fixture upstream and a payment
// sandbox page, one Chromium, and the steps every donation test takes (open the form, fill it, collect
// alerts, read what was sent upstream). Each suite file calls donationSuite() once at its top level.
import type { Browser, Dialog, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { HtmlAnswer } from "../fixtures/html-answer.js";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";

const SANDBOX = new HtmlAnswer(
  '<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><title>付款沙盒</title></head><body><h1>付款沙盒</h1></body></html>',
);

/** Every alert the page raises, dismissed, in order. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

export async function fillCreditCard(page: Page, values: { amount?: string; name?: string; phone?: string } = {}) {
  await page.getByRole("radio", { name: "信用卡" }).check();
  await page.getByLabel("捐款金額").fill(values.amount ?? "600");
  await page.getByLabel("捐款人姓名").fill(values.name ?? "王小明");
  await page.getByLabel("聯絡電話").fill(values.phone ?? "0912345678");
}

/** Registers the suite's hooks; the returned functions work once beforeAll has run. */
export function donationSuite() {
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite({ upstreamTimeoutMs: 5000 });
    browser = await launchBrowser();
  });
  afterEach(() => {
    site.upstream.reset();
    site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    site: () => site,
    browser: () => browser,
    /** What the page sent to the upstream's donation endpoints. */
    donations: () => site.upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate")),
    async openForm(url = "/charity4?id=1&activityID=21", javaScript = true) {
      site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
      const opened = await openPage(browser, site.baseUrl + url, { width: 1280, height: 900 }, javaScript);
      if (javaScript) await waitForHydration(opened.page);
      return opened;
    },
  };
}
