// The /charity4 donation form in Chromium against the fixture upstream: what shows for each payment
// method, the digit filters, the alerts in the spec's order, the payment window (opened at once, filled
// with the returned form, submitted by our code), double submits and a blocked window. The older page and
// the form without JavaScript: charity-donation-no-js.test.ts; result boxes and the sponsor table:
// charity-results-sponsors.test.ts.
import { describe, expect, test } from "vitest";
import { waitForHydration } from "./harness.js";
import { collectAlerts, donationSuite, fillCreditCard } from "./donation-suite.js";

const suite = donationSuite();
const { donations } = suite;
const openForm = (url?: string) => suite.openForm(url);

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

    expect(donations().map((r): [string, unknown] => [r.url, JSON.parse(r.body)])).toEqual([
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
    const checkout = suite.site().upstream.requests.find((r) => r.url === "/api/payment-sandbox/checkout");
    expect(new URLSearchParams(checkout?.body).get("MerchantTradeNo")).toBe("TESTORDER0001");
    // Our page stays where it was, ready again.
    expect(await page.getByRole("button", { name: "確認捐款" }).isEnabled()).toBe(true);
    expect(popupProblems).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a double click sends one donation and opens one window", async () => {
    suite.site().upstream.fail("POST /api/homepage/donate", "slow");
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
    suite.site().upstream.set("POST /api/homepage/donate", { message: "此活動目前未開放捐款" }, 400);
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
    const context = await suite.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/client-*.js", async (route) => {
      await held;
      await route.continue();
    });
    // A module script runs before DOMContentLoaded: wait for the server HTML only.
    await page.goto(suite.site().baseUrl + "/charity4?id=1", { waitUntil: "commit" });
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
