// Donations through an upstream that builds its payment page with ECPay's own Node SDK (issue 17.1),
// in Chromium: the test upstream answers the real ecpay_aio_nodejs page (a form with an auto-submit
// script inside it), and on every path the browser posts the SDK's signed fields, unchanged, to the
// configured gateway (ECPay's test stage, answered here by the browser context) from our own form.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { verifyCheckMacValue } from "../../server/content-service/payment/check-mac-value.js";
import { PUBLIC_TEST_CREDENTIALS } from "../../server/content-service/payment/public-test-keys.js";
import { readPaymentPageOnServer } from "../../shared/lib/payment-page-parse5.server.js";
import { ECPAY_STAGE_URL, nodeSdkPage } from "../fixtures/ecpay-sdk-pages.js";
import { HtmlAnswer } from "../fixtures/html-answer.js";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";
import { fillCreditCard } from "./donation-suite.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ upstreamTimeoutMs: 5000, paymentGatewayUrl: ECPAY_STAGE_URL });
  browser = await launchBrowser();
});
afterEach(() => site.upstream.reset());
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const SDK_PAGE = nodeSdkPage();
const sdkRead = readPaymentPageOnServer(SDK_PAGE, ECPAY_STAGE_URL);
const SIGNED = sdkRead.ok ? Object.fromEntries(sdkRead.form.fields) : {};
const STAGE_PAGE =
  '<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><title>綠界</title></head><body><h1>綠界測試付款頁</h1></body></html>';

/** Answers ECPay's test stage inside the browser; resolves with the first form body posted to it. */
function stagePosts(context: BrowserContext): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    void context.route("https://payment-stage.ecpay.com.tw/**", async (route) => {
      const request = route.request();
      if (request.method() === "POST") resolve(Object.fromEntries(new URLSearchParams(request.postData() ?? "")));
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: STAGE_PAGE });
    });
  });
}

async function expectSdkFieldsPosted(posted: Promise<Record<string, string>>, page: Page): Promise<void> {
  const fields = await posted;
  expect(fields).toEqual(SIGNED);
  // The SDK's signature survived the trip: ECPay would accept this CheckMacValue.
  expect(verifyCheckMacValue(fields, PUBLIC_TEST_CREDENTIALS[0])).toBe(true);
  await expect.poll(() => page.locator("h1").innerText()).toBe("綠界測試付款頁");
}

describe("an upstream using ECPay's Node SDK", () => {
  test("the SDK's page is what the upstream answers: a form with its auto-submit script", () => {
    expect(SDK_PAGE).toContain('<script type="text/javascript">document.getElementById("_form_aiochk").submit();');
    expect(Object.keys(SIGNED)).toContain("CheckMacValue");
  });

  test("without JavaScript: our page's 「前往付款」 posts the SDK's fields to the gateway", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(SDK_PAGE));
    const { page, problems, context } = await openPage(
      browser,
      `${site.baseUrl}/charity4?id=1`,
      { width: 390, height: 844 },
      false,
    );
    const posted = stagePosts(context);
    await fillCreditCard(page);
    await page.getByRole("button", { name: "確認捐款" }).click();
    await page.waitForSelector("form.payment-handoff__form");
    expect(await page.content()).not.toMatch(/_form_aiochk|getElementById/);
    await page.getByRole("button", { name: "前往付款" }).click();
    await expectSdkFieldsPosted(posted, page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the payment window: our form, built in the window, posts the SDK's fields to the gateway", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(SDK_PAGE));
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    const posted = stagePosts(context);
    await waitForHydration(page);
    await fillCreditCard(page);
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "確認捐款" }).click();
    const popup = await popupOpened;
    await expectSdkFieldsPosted(posted, popup);
    expect(problems).toEqual([]);
    await context.close();
  });
});
