// ATM donation end to end in Chromium against the embedded content service: the /charity4 form posted
// with 銀行轉帳 (the no-JavaScript post, which goes to /donate/atm), the sandbox gateway issues a
// virtual account (PaymentInfoURL) and 返回商店 posts to ClientRedirectURL, which lands on our
// /donation/atm page: bank code, account, Taipei deadline, copy buttons that copy and say so, print
// CSS that prints the details alone. The bank's transfer then settles the order paid.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { waitForHydration, WAIT_BUDGET_MS } from "./harness.js";
import { startServiceSite, type ListeningSite } from "./service-site.js";

let site: ListeningSite;
let browser: Browser;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ site, browser, close } = await startServiceSite());
});
afterAll(() => close?.());

/** Console errors, page errors and CSP violations on every page of the context. */
async function watchContext(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const watch = (page: Page) => {
    page.on("console", (message) => {
      // The sandbox's pages have no icon link, so Chromium asks for /favicon.ico.
      if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico"))
        problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  };
  context.on("page", watch);
  return problems;
}

/** Text of the sandbox's <dd> after the <dt> with this label. */
const sandboxValue = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").innerText();
/**
 * What the clipboard holds. Read in two synchronous steps: an evaluate that awaits a promise makes
 * Playwright evaluate code the page's CSP reports as eval.
 */
async function clipboardText(page: Page): Promise<string | undefined> {
  await page.evaluate(() => {
    delete document.body.dataset.clipboard;
    void navigator.clipboard.readText().then((text) => {
      document.body.dataset.clipboard = text;
    });
  });
  await expect.poll(() => page.evaluate(() => document.body.dataset.clipboard)).not.toBeUndefined();
  return page.evaluate(() => document.body.dataset.clipboard);
}

const detail = (page: Page, label: string) =>
  page.locator(".atm-transfer__list dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

test("ATM: form post -> sandbox account -> our page with the details, copy, print; the transfer settles it", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "zh-TW" });
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.baseUrl });
  const problems = await watchContext(context);
  const page = await context.newPage();
  await page.goto(site.baseUrl + "/charity4?id=1", { waitUntil: "load" });
  await waitForHydration(page);

  // The spec's 銀行轉帳 choice shows the association's accounts and no submit; the form's own post
  // (what a browser without our script sends) still carries the choice to /donate/atm.
  await page.getByRole("radio", { name: "信用卡" }).check();
  await page.getByLabel("捐款金額").fill("2500");
  await page.getByLabel("捐款人姓名").fill("黃小華");
  await page.getByLabel("聯絡電話").fill("0955666777");
  await page.getByRole("radio", { name: "銀行轉帳" }).check();
  expect(await page.getByRole("button", { name: "確認捐款" }).isVisible()).toBe(false);
  await page.locator("form.donation-form").evaluate((form) => {
    if (form instanceof HTMLFormElement) form.submit();
  });

  await page.waitForURL("**/api/payment-sandbox/checkout");
  expect(await page.locator("main").innerText()).toMatch(/新臺幣 2,500 元[\s\S]*ATM 轉帳/);
  await page.getByRole("button", { name: "取得虛擬帳號" }).click();
  await page.waitForURL("**/api/payment-sandbox/atm-issue");
  const vAccount = await sandboxValue(page, "虛擬帳號");
  const expireDate = await sandboxValue(page, "繳費期限");
  expect(vAccount).toMatch(/^\d{14}$/);
  // The bank's side, kept for later: the signed account the sandbox's transfer button would post.
  const transferFields = Object.fromEntries(
    await page
      .locator('form[action="atm-transfer"] input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.flatMap((input) => (input instanceof HTMLInputElement ? [[input.name, input.value]] : [])),
      ),
  );

  await page.getByRole("button", { name: "返回商店" }).click();
  await page.waitForURL(/\/donation\/atm\?order_no=D\w{19}$/);
  await waitForHydration(page);
  const orderNo = new URL(page.url()).searchParams.get("order_no");
  expect(await page.title()).toBe("ATM 轉帳資訊｜社團法人台中市恆心慈善協會");
  expect(await detail(page, "捐款金額").innerText()).toBe("新臺幣 2,500 元");
  expect(await detail(page, "訂單編號").innerText()).toBe(orderNo);
  expect(await page.locator("#atm-bank-code").innerText()).toBe("812");
  expect(await page.locator("#atm-account").innerText()).toBe(vAccount);
  expect(await detail(page, "繳費期限").innerText()).toBe(`${expireDate}（台北時間）`);
  expect(await page.getByRole("status").innerText()).toContain("請於繳費期限前");
  const html = await page.content();
  for (const secret of ["黃小華", "0955666777"]) expect(html).not.toContain(secret);

  const copyAccount = page.getByRole("button", { name: "複製虛擬帳號" });
  await copyAccount.click();
  await expect.poll(() => copyAccount.innerText()).toBe("已複製");
  expect(await clipboardText(page)).toBe(vAccount);
  const copyBank = page.getByRole("button", { name: "複製銀行代碼" });
  await copyBank.click();
  await expect.poll(() => copyBank.innerText()).toBe("已複製");
  expect(await clipboardText(page)).toBe("812");
  expect(await page.getByRole("button", { name: "列印轉帳資訊" }).isVisible()).toBe(true);

  // On paper: the details alone, without the site's header, footer or the buttons.
  await page.emulateMedia({ media: "print" });
  const visibility = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).visibility);
  expect(await visibility(".top-bar")).toBe("hidden");
  expect(await visibility(".corporate-footer")).toBe("hidden");
  expect(await visibility(".page-title")).toBe("hidden");
  expect(await visibility("#atm-account")).toBe("visible");
  expect(await page.getByRole("button", { name: "列印轉帳資訊" }).isVisible()).toBe(false);
  expect(await copyAccount.isVisible()).toBe(false);
  await page.emulateMedia({ media: "screen" });

  // Later, the donor transfers: the sandbox plays the bank, ReturnURL says paid.
  const transfer = await context.request.post(site.baseUrl + "/api/payment-sandbox/atm-transfer", {
    form: transferFields,
  });
  expect(await transfer.text()).toContain("商店已確認");
  await page.reload({ waitUntil: "load" });
  expect(await page.getByRole("status").innerText()).toBe("已收到您的轉帳，感謝您的捐款！");

  expect(problems).toEqual([]);
  await context.close();
});

test("an unknown order number shows a clear message and no account", async () => {
  const context = await browser.newContext({ locale: "zh-TW" });
  const page = await context.newPage();
  const response = await page.goto(site.baseUrl + "/donation/atm?order_no=D0000000000000000000");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(await page.getByRole("alert").innerText()).toContain("找不到這筆捐款的轉帳資料");
  expect(await page.locator("#atm-account").count()).toBe(0);
  await context.close();
});
