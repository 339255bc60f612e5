// Monthly giving end to end in Chromium against the embedded content service and its sandbox: 每月定期定額
// on /charity4, the first month paid in the sandbox, two more months fired from the sandbox's result page
// (the PeriodReturnURL notices), back on /charity4 with the monthly thank-you box; then three charges of
// the mandate in the accountant's export and at the top of the sponsor list. With and without JavaScript.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { donationRecords, RECORD_HEADER } from "../../server/content-service/cli/donation-records.js";
import type { ListeningService } from "../content-service/content-test-service.js";
import { openPage, waitForHydration } from "./harness.js";
import { startServiceSite, type ListeningSite } from "./service-site.js";
import type { Browser } from "playwright-core";

let service: ListeningService;
let site: ListeningSite;
let browser: Browser;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ service, site, browser, close } = await startServiceSite({ monthlyGiving: true }));
});
afterAll(() => close?.());

const DAY_MS = 86_400_000;

/** The mandate's charges in the accountant's export: [month, amount] per paid row. */
function exportedCharges(mandate: string): [unknown, unknown][] {
  const now = Date.now();
  const request = {
    from: "",
    to: "",
    start: new Date(now - DAY_MS).toISOString(),
    end: new Date(now + DAY_MS).toISOString(),
    status: "paid" as const,
    by: "paid" as const,
    out: null,
  };
  const at = (name: (typeof RECORD_HEADER)[number]) => RECORD_HEADER.indexOf(name);
  return [...donationRecords(service.db, request)]
    .filter((cells) => cells[at("定期定額編號")] === mandate)
    .map((cells) => [cells[at("期數")], cells[at("金額")]]);
}

async function fillMonthly(page: Page, amount: string, name: string, { byKeyboard = false } = {}) {
  await page.getByRole("radio", { name: "信用卡" }).check();
  await page.getByLabel("捐款金額").fill(amount);
  await page.getByLabel("捐款人姓名").fill(name);
  await page.getByLabel("聯絡電話").fill("0987000111");
  if (byKeyboard) {
    // One radio group: the arrow key moves the choice, and the months appear with it.
    await page.getByRole("radio", { name: "單次捐款" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "每月定期定額" }).isChecked()).toBe(true);
    await page.getByLabel("扣款期數").waitFor({ state: "visible" });
  } else await page.getByRole("radio", { name: "每月定期定額" }).check();
  await page.getByLabel("扣款期數").selectOption("6");
}

/** In the sandbox: 付款成功, then two more months fired from its result page (each in a new tab). */
async function payFirstAndFireTwoMonths(payment: Page) {
  expect(await payment.locator("main").innerText()).toMatch(/定期定額\s*每月扣款一次，共 6 期/);
  await payment.getByRole("button", { name: "付款成功" }).click();
  for (const month of [2, 3]) {
    const opened = payment.context().waitForEvent("page");
    await payment.getByRole("button", { name: "模擬下一期扣款成功（測試用）" }).click();
    const fired = await opened;
    await fired.getByRole("heading", { name: `已模擬第 ${month} 期扣款（成功）` }).waitFor();
    expect(await fired.locator("main").innerText()).toContain("商店已確認");
    await fired.close();
  }
  await payment.getByRole("button", { name: "返回商店" }).click();
  await payment.waitForURL(/\/charity4\?id=1&order_no=D\w{19}&status=success&monthly=700-6$/);
  return new URL(payment.url()).searchParams.get("order_no") ?? "";
}

// The result page reads the cached sponsor list (issue 33.2): the charges are checked in the records.
function expectThreeCharges(orderNo: string) {
  expect(exportedCharges(orderNo)).toEqual([
    [1, 700],
    [2, 700],
    [3, 700],
  ]);
}

describe("monthly giving with JavaScript", () => {
  test("the first month in the payment window, two more fired, the monthly box, three charges everywhere", async () => {
    const { page, problems, context } = await openPage(browser, site.baseUrl + "/charity4?id=1");
    // Console errors (CSP violations among them) of every page, the payment window and the sandbox's tabs too.
    const everywhere: string[] = [];
    context.on("page", (opened) =>
      opened.on("console", (message) => {
        if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico"))
          everywhere.push(`${opened.url()}: ${message.text()}`);
      }),
    );
    await waitForHydration(page);
    expect(await page.getByLabel("扣款期數").isVisible()).toBe(false);
    await fillMonthly(page, "700", "林月捐", { byKeyboard: true });
    expect(await page.locator(".giving__terms").innerText()).toContain("每月捐款新臺幣 700 元，共 6 期");
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "確認捐款" }).click();
    const payment = await opened;
    await payment.waitForURL("**/api/payment-sandbox/checkout");
    const orderNo = await payFirstAndFireTwoMonths(payment);
    await waitForHydration(payment);
    const box = payment.getByRole("status").filter({ hasText: "感謝您的定期定額捐款！" });
    expect(await box.innerText()).toContain("今天已完成第一期扣款");
    expectThreeCharges(orderNo);
    expect(problems).toEqual([]);
    expect(everywhere).toEqual([]);
    await context.close();
  });
});

describe("monthly giving without JavaScript", () => {
  test("the form posts to the page; the same loop ends with three charges", async () => {
    const { page, context } = await openPage(browser, site.baseUrl + "/charity4?id=1", undefined, false);
    await fillMonthly(page, "700", "陳月捐");
    await page.getByRole("button", { name: "確認捐款" }).click();
    await page.getByRole("button", { name: "前往付款" }).click();
    await page.waitForURL("**/api/payment-sandbox/checkout");
    const orderNo = await payFirstAndFireTwoMonths(page);
    expect(await page.getByRole("status").innerText()).toContain("今天已完成第一期扣款");
    expectThreeCharges(orderNo);
    await context.close();
  });
});
