// The payment hand-off in Chromium (issues 7.3, 17.1, 25.6): the no-JavaScript answer is our page whose
// form our script submits when scripts run, and an upstream payment page reaches neither path's
// browser: only its gateway form's fields go on, in our form; no script of it runs, no refresh, no
// request to the attacker's addresses. A page with no such form (or two) is refused.
import type { Browser, Dialog, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { HtmlAnswer } from "../fixtures/html-answer.js";
import { HOSTILE_PAGES, ISSUE_ATTACK_PAGE, hostilePage } from "../fixtures/hostile-payment-pages.js";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ upstreamTimeoutMs: 5000 });
  browser = await launchBrowser();
});
afterEach(() => site.upstream.reset());
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const SANDBOX = new HtmlAnswer(
  '<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><title>付款沙盒</title></head><body><h1>付款沙盒</h1></body></html>',
);
const REFUSED_PAGE = HOSTILE_PAGES["a second form posting to the gateway"] ?? "";
/** Hidden inputs named like a form's own properties (issue 25.6): `form.submit()` would call the input. */
const CLOBBERING = { submit: "1", action: "https://evil.example/", method: "get", target: "_top", elements: "0" };
const CLOBBERING_PAGE = hostilePage({
  inside: Object.entries(CLOBBERING)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join(""),
});
const FORM = { method: "creditCard", target: "normal", amount: "600", name: "王小明", phone: "0912345678" };

/** Every request the page's context makes to the attacker's addresses (its script, its refresh, its frame). */
function watchHostileRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on("request", (r: Request) => {
    if (/evil/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/**
 * Posts the donation form the way a browser does before our script has taken it over: a native
 * submit (HTMLFormElement.prototype.submit runs no React handler), as a visitor who presses the
 * button before hydration, or whose browser runs no scripts.
 */
async function postNatively(page: Page): Promise<void> {
  await page.evaluate((values) => {
    const form = document.querySelector<HTMLFormElement>("form.donation-form");
    if (!form) throw new Error("no donation form");
    // The radio first: React re-renders its controlled inputs on that click, not on .value writes.
    form.querySelector<HTMLInputElement>('input[name="method"][value="creditCard"]')?.click();
    for (const [name, value] of Object.entries(values)) {
      const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]:not([type="radio"])`);
      if (field) field.value = value;
    }
    HTMLFormElement.prototype.submit.call(form);
  }, FORM);
}

/** The sandbox gateway is reached with the gateway form's two fields (and `extra`) and nothing else of the page. */
async function reachesGatewayWithItsFieldsOnly(gatewayPage: Page, extra: Record<string, string> = {}): Promise<void> {
  await gatewayPage.waitForURL("**/api/payment-sandbox/checkout", { timeout: 30_000 });
  await expect.poll(() => gatewayPage.locator("h1").innerText()).toBe("付款沙盒");
  const checkout = site.upstream.requests.find((r) => r.url === "/api/payment-sandbox/checkout");
  expect(Object.fromEntries(new URLSearchParams(checkout?.body))).toEqual({
    MerchantTradeNo: "TESTORDER0001",
    TotalAmount: "600",
    ...extra,
  });
}

describe("the no-JavaScript answer", () => {
  test("with scripts running, our page submits the rebuilt form itself, under our CSP", async () => {
    site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    await waitForHydration(page);
    await postNatively(page);
    await reachesGatewayWithItsFieldsOnly(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the issue 7.3 page: on to the gateway with its form's fields only; its script, refresh, form and frame never load", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(ISSUE_ATTACK_PAGE));
    site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    const hostile = watchHostileRequests(page);
    await waitForHydration(page);
    await postNatively(page);
    await reachesGatewayWithItsFieldsOnly(page);
    expect(hostile).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("fields named submit, action, method, target: our page still posts them to the gateway (25.6)", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(CLOBBERING_PAGE));
    site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    await waitForHydration(page);
    await postNatively(page);
    await reachesGatewayWithItsFieldsOnly(page, CLOBBERING);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a page with two gateway forms: our error page; nothing of it reaches the browser", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(REFUSED_PAGE));
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    await waitForHydration(page);
    await postNatively(page);
    await page.waitForSelector(".donation-notice", { timeout: 30_000 });
    expect(await page.getByRole("alert").innerText()).toContain("付款頁面無法開啟，請稍後再試");
    expect(page.url()).toBe(`${site.baseUrl}/charity4?id=1`);
    expect(site.upstream.requests.filter((r) => r.url === "/api/payment-sandbox/checkout")).toEqual([]);
    expect(problems).toEqual([
      "console.error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)",
    ]);
    await context.close();
  });
});

describe("the payment window (JavaScript)", () => {
  test("the issue 7.3 page: the window goes on with the gateway form's fields only, nothing else of it loads", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(ISSUE_ATTACK_PAGE));
    site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    const hostile = watchHostileRequests(page);
    const popup = await donateInWindow(page);
    await reachesGatewayWithItsFieldsOnly(popup);
    expect(hostile).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("fields named submit, action, method, target: the window still posts them to the gateway (25.6)", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(CLOBBERING_PAGE));
    site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    const popup = await donateInWindow(page);
    await reachesGatewayWithItsFieldsOnly(popup, CLOBBERING);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a page with two gateway forms: the window closes, the visitor is told, nothing of it loads", async () => {
    site.upstream.set("POST /api/homepage/donate", new HtmlAnswer(REFUSED_PAGE));
    const { page, problems, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    const alerts: string[] = [];
    page.on("dialog", (dialog: Dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const popup = await donateInWindow(page);
    await expect.poll(() => alerts, { timeout: 30_000 }).toEqual(["付款頁面無法開啟，請稍後再試"]);
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(site.upstream.requests.filter((r) => r.url === "/api/payment-sandbox/checkout")).toEqual([]);
    // Refused by the server already (server/web/donations/donation-api.ts): the browser got our 502 message.
    expect(problems).toEqual([
      "console.error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)",
    ]);
    await context.close();
  });
});

/** Fills the credit-card form and presses 確認捐款 with scripts running; the payment window it opens. */
async function donateInWindow(page: Page): Promise<Page> {
  await waitForHydration(page);
  await page.getByRole("radio", { name: "信用卡" }).check();
  await page.getByLabel("捐款金額").fill("600");
  await page.getByLabel("捐款人姓名").fill("王小明");
  await page.getByLabel("聯絡電話").fill("0912345678");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "確認捐款" }).click();
  return popupOpened;
}

describe("the browser form applies the shared rules (7.2, 7.12)", () => {
  test("a bidi override or zero-width-only name is alerted; 50 emoji fit; nothing sent until valid", async () => {
    site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
    const { page, context } = await openPage(browser, `${site.baseUrl}/charity4?id=1`);
    const alerts: string[] = [];
    page.on("dialog", (dialog: Dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await waitForHydration(page);
    await page.getByRole("radio", { name: "信用卡" }).check();
    await page.getByLabel("捐款金額").fill("600");
    await page.getByLabel("聯絡電話").fill("0912345678");
    for (const name of ["王\u202e明", "\u200b\u200b"]) {
      await page.getByLabel("捐款人姓名").fill(name);
      await page.getByRole("button", { name: "確認捐款" }).click();
    }
    await expect.poll(() => alerts).toEqual(["姓名含有無法使用的字元", "請輸入姓名"]);
    // The input does not cut an emoji name at 25 (UTF-16 units): the rule counts code points.
    await page.getByLabel("捐款人姓名").fill("😀".repeat(50));
    expect(await page.getByLabel("捐款人姓名").inputValue()).toBe("😀".repeat(50));
    expect(site.upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"))).toEqual([]);
    await context.close();
  });
});
