// The payment window's reader (shared/lib/payment-page-dom.ts, the browser's own DOMParser) against the
// server's (parse5) on every payment page the tests know (issue 28.3): one set of rules over one parser
// standard, so both give the same answer, in Chromium and in Firefox. The page's field names never
// steer the reading (issue 25.6): an input named "children" or "getAttribute" is a field like any other.
import { build } from "esbuild";
import { beforeAll, describe, expect, test } from "vitest";
import { paymentFormHtml } from "../../server/content-service/payment/payment-form.js";
import type { PaymentPageRead } from "../../shared/lib/payment-page.js";
import type { readPaymentPageInBrowser } from "../../shared/lib/payment-page-dom.js";
import { readPaymentPageOnServer } from "../../shared/lib/payment-page-parse5.server.js";
import { PAYMENT_PAGE_HTML } from "../fixtures/charity-fixtures.js";
import { ECPAY_STAGE_URL, legacyPhpSdkPage, nodeSdkPage, phpSdkPage } from "../fixtures/ecpay-sdk-pages.js";
import { DROPPED_PARTS, HOSTILE_PAGES, READ_AS_BROWSERS_DO } from "../fixtures/hostile-payment-pages.js";
import { launchFirefox } from "./firefox-harness.js";
import { launchBrowser } from "./harness.js";

const GATEWAY = "/api/payment-sandbox/checkout";
const SDK_FIELDS = { MerchantID: "3002607", MerchantTradeNo: "D2026112600000000001", ItemName: `捐款 "一般" & 'A<B>'` };

/** Every page with the gateway it is read against. */
const PAGES: Array<[label: string, html: string, gateway: string]> = [
  ["the test upstream's page", PAYMENT_PAGE_HTML, GATEWAY],
  ["the content service's page", paymentFormHtml(ECPAY_STAGE_URL, SDK_FIELDS), ECPAY_STAGE_URL],
  ["the Node SDK's page", nodeSdkPage(), ECPAY_STAGE_URL],
  ["SDK_PHP's page", phpSdkPage(SDK_FIELDS), ECPAY_STAGE_URL],
  ["the older PHP class's page", legacyPhpSdkPage(SDK_FIELDS), ECPAY_STAGE_URL],
  ...Object.entries(HOSTILE_PAGES).map(([label, html]): [string, string, string] => [label, html, GATEWAY]),
  ...Object.entries(DROPPED_PARTS).map(([label, html]): [string, string, string] => [label, html, GATEWAY]),
  ...Object.entries(READ_AS_BROWSERS_DO).map(([label, { html }]): [string, string, string] => [label, html, GATEWAY]),
];

/** The browser reader as the bundle ships it, as a script that sets `window.paymentPageDom`. */
async function browserReader(): Promise<string> {
  const result = await build({
    entryPoints: ["shared/lib/payment-page-dom.ts"],
    bundle: true,
    format: "iife",
    globalName: "paymentPageDom",
    write: false,
    target: "es2022",
  });
  return result.outputFiles[0]?.text ?? "";
}

declare global {
  interface Window {
    paymentPageDom?: { readPaymentPageInBrowser: typeof readPaymentPageInBrowser };
  }
}

/** Runs in the page: each page through the browser's reader. */
function readAll(pages: Array<[string, string, string]>): Record<string, PaymentPageRead> {
  const reader = window.paymentPageDom;
  if (!reader) throw new Error("the reader's script did not load");
  return Object.fromEntries(
    pages.map(([label, html, gateway]) => [label, reader.readPaymentPageInBrowser(html, gateway)]),
  );
}

const serverReads = Object.fromEntries(
  PAGES.map(([label, html, gateway]) => [label, readPaymentPageOnServer(html, gateway)]),
);
let script = "";
beforeAll(async () => {
  script = await browserReader();
});

describe("the browser's reader gives the server's answer on every page", () => {
  test("Chromium", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent("<!DOCTYPE html><title>reader</title>");
      await page.addScriptTag({ content: script });
      expect(await page.evaluate(readAll, PAGES)).toEqual(serverReads);
    } finally {
      await browser.close();
    }
  });

  test("Firefox", async () => {
    const browser = await launchFirefox();
    try {
      const page = await browser.newPage();
      await page.setContent("<!DOCTYPE html><title>reader</title>");
      await page.addScriptTag({ content: script });
      expect(await page.evaluate(readAll, PAGES)).toEqual(serverReads);
    } finally {
      await browser.close();
    }
  });
});
