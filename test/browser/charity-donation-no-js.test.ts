// The older donation page (/charity?path=) and the /charity4 form without JavaScript, in Chromium
// against the fixture upstream (the form with JavaScript: charity-donation.test.ts).
import { describe, expect, test } from "vitest";
import { collectAlerts, donationSuite, fillCreditCard } from "./donation-suite.js";

const suite = donationSuite();
const { donations } = suite;
const openForm = (url?: string, javaScript?: boolean) => suite.openForm(url, javaScript);

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
    expect(donations().map((r): [string, unknown] => [r.url, JSON.parse(r.body)])).toEqual([
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
    expect(await page.locator(".area-bar").isVisible()).toBe(true);
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
