// The donation forms in Chromium against the fixture upstream: what shows for each payment method,
// the digit filters, the alerts in the spec's order, the payment window (opened at once, filled with
// the returned form, submitted by our code), double submits, a blocked window, the older page, and the
// same form without JavaScript. Result boxes and the sponsor table: charity-results-sponsors.test.ts.
import type { Browser, Dialog, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { HtmlAnswer } from "../fixtures/html-answer.js";
import { launchBrowser, openPage, startSite, waitForHydration, type Site } from "./harness.js";

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

const SANDBOX = new HtmlAnswer(
  '<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><title>付款沙盒</title></head><body><h1>付款沙盒</h1></body></html>',
);
const donations = () => site.upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"));

/** Every alert the page raises, dismissed, in order. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

async function openForm(url = "/charity4?id=1&activityID=21", javaScript = true) {
  site.upstream.set("POST /api/payment-sandbox/checkout", SANDBOX);
  const opened = await openPage(browser, site.baseUrl + url, { width: 1280, height: 900 }, javaScript);
  if (javaScript) await waitForHydration(opened.page);
  return opened;
}

async function fillCreditCard(page: Page, values: { amount?: string; name?: string; phone?: string } = {}) {
  await page.getByRole("radio", { name: "信用卡" }).check();
  await page.getByLabel("捐款金額").fill(values.amount ?? "600");
  await page.getByLabel("捐款人姓名").fill(values.name ?? "王小明");
  await page.getByLabel("聯絡電話").fill(values.phone ?? "0912345678");
}

describe("/charity4 form", () => {
  test("bank transfer by default: the three accounts, no amount or contact fields; credit card shows them", async () => {
    const { page, problems, context } = await openForm();
    expect(await page.getByRole("radio", { name: "銀行轉帳" }).isChecked()).toBe(true);
    const accounts = page.locator(".bank-transfer");
    expect(await accounts.isVisible()).toBe(true);
    expect(await accounts.locator("tbody tr").count()).toBe(3);
    expect(await accounts.innerText()).toMatch(/806[\s\S]*806[\s\S]*807/);
    for (const label of ["捐款金額", "捐款人姓名", "聯絡電話"])
      expect(await page.getByLabel(label).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "確認捐款" }).isVisible()).toBe(false);

    await page.getByRole("radio", { name: "信用卡" }).check();
    expect(await accounts.isVisible()).toBe(false);
    for (const label of ["捐款金額", "捐款人姓名", "聯絡電話"])
      expect(await page.getByLabel(label).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "確認捐款" }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the target: the activity from activityID first and selected, then the two fixed funds", async () => {
    const { page, context } = await openForm();
    const options = await page
      .getByLabel("捐款項目")
      .locator("option")
      .evaluateAll((os) => os.map((o) => [o.getAttribute("value"), o.textContent]));
    expect(options).toEqual([
      ["21", "寒冬送暖物資募集"],
      ["normal", "一般捐款(不指定用途)"],
      ["funeral", "喪葬專戶(不指定個案)"],
    ]);
    expect(await page.getByLabel("捐款項目").inputValue()).toBe("21");
    await context.close();
  });

  test("amount keeps digits only; phones keep digits, at most 10", async () => {
    const { page, context } = await openForm();
    await page.getByRole("radio", { name: "信用卡" }).check();
    await page.getByLabel("捐款金額").pressSequentially("1a2,3 元");
    expect(await page.getByLabel("捐款金額").inputValue()).toBe("123");
    await page.getByLabel("聯絡電話").pressSequentially("0912-345-67899");
    expect(await page.getByLabel("聯絡電話").inputValue()).toBe("0912345678");
    await page.getByLabel("我需要捐款收據").check();
    await page.getByLabel("收件電話").fill("04 2345 6789 1");
    expect(await page.getByLabel("收件電話").inputValue()).toBe("0423456789");
    await context.close();
  });

  test("the receipt checkbox shows and hides address, receiver name and receiver phone", async () => {
    const { page, context } = await openForm();
    await page.getByRole("radio", { name: "信用卡" }).check();
    const fields = ["寄送地址", "收件姓名", "收件電話"];
    for (const label of fields) expect(await page.getByLabel(label).isVisible()).toBe(false);
    await page.getByLabel("我需要捐款收據").check();
    for (const label of fields) expect(await page.getByLabel(label).isVisible()).toBe(true);
    await page.getByLabel("我需要捐款收據").uncheck();
    for (const label of fields) expect(await page.getByLabel(label).isVisible()).toBe(false);
    await context.close();
  });

  test("the spec's alerts, in the spec's order, and nothing sent while one is due", async () => {
    const { page, problems, context } = await openForm();
    const alerts = collectAlerts(page);
    const submit = page.getByRole("button", { name: "確認捐款" });
    await page.getByRole("radio", { name: "信用卡" }).check();
    await submit.click();
    await page.getByLabel("捐款金額").fill("600");
    await submit.click();
    await page.getByLabel("捐款人姓名").fill("王小明");
    await submit.click();
    await page.getByLabel("聯絡電話").fill("0912345678");
    await page.getByLabel("我需要捐款收據").check();
    await submit.click();
    await page.getByLabel("寄送地址").fill("台中市西區民權路 1 號");
    await submit.click();
    await page.getByLabel("收件姓名").fill("王大明");
    await submit.click();
    await expect.poll(() => alerts.length).toBe(6);
    expect(alerts).toEqual([
      "請輸入捐款金額",
      "請輸入姓名",
      "請輸入電話",
      "請輸入寄送地址",
      "請輸入收件姓名",
      "請輸入收件電話",
    ]);
    expect(donations()).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a valid form: the window opens, gets the payment form, and our code submits it to the gateway", async () => {
    const { page, problems, context } = await openForm();
    await fillCreditCard(page);
    await page.getByLabel("我需要捐款收據").check();
    await page.getByLabel("寄送地址").fill("台中市西區民權路 1 號");
    await page.getByLabel("收件姓名").fill("王大明");
    await page.getByLabel("收件電話").fill("0423456789");
    const popupProblems: string[] = [];
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "確認捐款" }).click();
    const popup = await popupOpened;
    popup.on("console", (m) => {
      // A page without an icon link makes Chromium ask for /favicon.ico, which this site lacks.
      if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) popupProblems.push(m.text());
    });
    await popup.waitForURL("**/api/payment-sandbox/checkout");
    await expect.poll(() => popup.locator("h1").innerText()).toBe("付款沙盒");
    // The gateway's page gets no handle on our tab.
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);

    expect(donations().map((r) => [r.url, JSON.parse(r.body)])).toEqual([
      [
        "/api/homepage/donate",
        {
          amount: 600,
          name: "王小明",
          phone: "0912345678",
          activityType: "activity",
          charityID: 1,
          charityActivityID: 21,
          needReceipt: true,
          receiptInfo: { address: "台中市西區民權路 1 號", name: "王大明", phone: "0423456789" },
        },
      ],
    ]);
    const checkout = site.upstream.requests.find((r) => r.url === "/api/payment-sandbox/checkout");
    expect(new URLSearchParams(checkout?.body).get("MerchantTradeNo")).toBe("TESTORDER0001");
    // Our page stays where it was, ready again.
    expect(await page.getByRole("button", { name: "確認捐款" }).isEnabled()).toBe(true);
    expect(popupProblems).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a double click sends one donation and opens one window", async () => {
    site.upstream.fail("POST /api/homepage/donate", "slow");
    const { page, context } = await openForm("/charity4?id=1");
    await fillCreditCard(page);
    let windows = 0;
    context.on("page", () => (windows += 1));
    // By class: the button's name changes while it is busy.
    const submit = page.locator(".donation-form__submit");
    await submit.dblclick();
    await expect.poll(() => submit.innerText()).toBe("處理中…");
    expect(await submit.isDisabled()).toBe(true);
    // The form's own submit (Enter in a field) is refused too while the request runs.
    await page.getByLabel("捐款人姓名").press("Enter");
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(donations()).toHaveLength(1);
    expect(windows).toBe(1);
    await context.close();
  });

  test("a blocked window: the alert 無法開新視窗，請檢查瀏覽器設定。 and nothing sent", async () => {
    const { page, context } = await openForm();
    const alerts = collectAlerts(page);
    await page.evaluate(() => {
      window.open = () => null;
    });
    await fillCreditCard(page);
    await page.getByRole("button", { name: "確認捐款" }).click();
    await expect.poll(() => alerts).toEqual(["無法開新視窗，請檢查瀏覽器設定。"]);
    expect(donations()).toEqual([]);
    await context.close();
  });

  test("a refusal from upstream: the window closes and its message is alerted", async () => {
    site.upstream.set("POST /api/homepage/donate", { message: "此活動目前未開放捐款" }, 400);
    const { page, context } = await openForm();
    const alerts = collectAlerts(page);
    await fillCreditCard(page);
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "確認捐款" }).click();
    const popup = await popupOpened;
    await expect.poll(() => alerts).toEqual(["此活動目前未開放捐款"]);
    await expect.poll(() => popup.isClosed()).toBe(true);
    await context.close();
  });

  test("typing before the script arrives is kept through hydration", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/client-*.js", async (route) => {
      await held;
      await route.continue();
    });
    // A module script runs before DOMContentLoaded: wait for the server HTML only.
    await page.goto(site.baseUrl + "/charity4?id=1", { waitUntil: "commit" });
    await page.getByRole("radio", { name: "信用卡" }).waitFor();
    await page.getByRole("radio", { name: "信用卡" }).check();
    await page.getByLabel("捐款金額").fill("800");
    await page.getByLabel("捐款人姓名").fill("王小明");
    release();
    await waitForHydration(page);
    expect(await page.getByRole("radio", { name: "信用卡" }).isChecked()).toBe(true);
    expect(await page.getByLabel("捐款金額").inputValue()).toBe("800");
    expect(await page.getByLabel("捐款人姓名").inputValue()).toBe("王小明");
    // The form's state agrees with what shows: the next alert is the phone's.
    const alerts = collectAlerts(page);
    await page.getByRole("button", { name: "確認捐款" }).click();
    await expect.poll(() => alerts).toEqual(["請輸入電話"]);
    await context.close();
  });
});

describe("/charity?path= (the older page)", () => {
  test("credit card by default; quick amounts fill the amount; its two alerts; the legacy body", async () => {
    const { page, problems, context } = await openForm("/charity?path=donate-general");
    const alerts = collectAlerts(page);
    expect(await page.getByRole("radio", { name: "信用卡" }).isChecked()).toBe(true);
    const submit = page.getByRole("button", { name: "確認捐款" });
    await submit.click();
    await page.getByRole("button", { name: "新臺幣 600 元" }).click();
    expect(await page.getByLabel("捐款金額").inputValue()).toBe("600");
    expect(await page.getByRole("button", { name: "新臺幣 600 元" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByLabel("捐款人姓名").fill("王小明");
    await submit.click();
    await page.getByLabel("聯絡電話").fill("0912345678");
    await page.getByLabel("我需要捐款收據").check();
    await submit.click();
    await expect.poll(() => alerts.length).toBe(3);
    expect(alerts).toEqual(["請填寫完整的捐款資訊", "請填寫完整的捐款資訊", "請填寫完整的收據資訊"]);
    await page.getByLabel("我需要捐款收據").uncheck();
    const popupOpened = page.waitForEvent("popup");
    await submit.click();
    const popup = await popupOpened;
    await popup.waitForURL("**/api/payment-sandbox/checkout");
    expect(donations().map((r) => [r.url, JSON.parse(r.body)])).toEqual([
      ["/api/homepage/donate", { id: 1, amount: 600, name: "王小明", phone: "0912345678" }],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  test("the method and receipt choices still show the right fields (CSS alone)", async () => {
    const { page, context } = await openForm("/charity4?id=1", false);
    expect(await page.locator(".bank-transfer").isVisible()).toBe(true);
    expect(await page.getByLabel("捐款金額").isVisible()).toBe(false);
    await page.getByRole("radio", { name: "信用卡" }).check();
    expect(await page.getByLabel("捐款金額").isVisible()).toBe(true);
    expect(await page.locator(".bank-transfer").isVisible()).toBe(false);
    await page.getByLabel("我需要捐款收據").check();
    expect(await page.getByLabel("寄送地址").isVisible()).toBe(true);
    await context.close();
  });

  test("a valid post answers our page with the gateway form; its button goes on to the gateway", async () => {
    const { page, problems, context } = await openForm("/charity4?id=1&activityID=21", false);
    await fillCreditCard(page, { amount: "1000" });
    await page.getByRole("button", { name: "確認捐款" }).click();
    await page.waitForLoadState("load");
    expect(await page.getByRole("heading", { name: "前往付款" }).isVisible()).toBe(true);
    expect(await page.locator(".charity-bar").isVisible()).toBe(true);
    expect(JSON.parse(donations()[0]?.body ?? "")).toMatchObject({
      amount: 1000,
      activityType: "activity",
      charityActivityID: 21,
    });
    await page.getByRole("button", { name: "前往付款" }).click();
    await page.waitForURL("**/api/payment-sandbox/checkout");
    expect(await page.locator("h1").innerText()).toBe("付款沙盒");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("an invalid post shows the form again with the message and the values kept", async () => {
    const { page, problems, context } = await openForm("/charity4?id=1", false);
    await fillCreditCard(page, { phone: "" });
    await page.getByRole("button", { name: "確認捐款" }).click();
    await page.waitForLoadState("load");
    expect(await page.getByRole("alert").innerText()).toBe("請輸入電話");
    expect(await page.getByRole("radio", { name: "信用卡" }).isChecked()).toBe(true);
    expect(await page.getByLabel("捐款金額").inputValue()).toBe("600");
    expect(await page.getByLabel("捐款人姓名").inputValue()).toBe("王小明");
    expect(donations()).toEqual([]);
    // The re-shown form is answered 400; Chromium logs any document with an error status.
    expect(problems).toEqual([
      "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    await context.close();
  });
});
