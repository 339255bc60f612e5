// WebKit (the iPhone's engine): a credit-card donation through the payment window, against the
// embedded content service's payment sandbox: the form hydrates, 確認捐款 opens the window at the
// gateway, 付款成功 and 返回商店 bring it back to /charity4 with the green box and the masked donor.
import { expect, test } from "vitest";
import type { WebDriverSession } from "./webdriver-client.js";
import { byName, openRoute } from "./webkit-actions.js";
import { webKitSuite } from "./webkit-suite.js";
import { pageProblems, waitFor } from "./webkit-watch.js";

const suite = webKitSuite();
const driver = () => suite.driver();

/** Resolves with the handle of the window that is not `opener`, once there is one. */
async function otherWindow(session: WebDriverSession, opener: string): Promise<string> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const other = (await session.windowHandles()).find((handle) => handle !== opener);
    if (other) return other;
    if (Date.now() > deadline) throw new Error("no payment window opened");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const FIRST_SPONSOR =
  "[...document.querySelectorAll('.sponsors__table tbody tr:first-child td')].map((td) => td.textContent.trim())";

test("WebKit: 確認捐款 opens the payment window; 付款成功 comes back to /charity4 with the green box", async () => {
  await driver().setWindowSize(1280, 900);
  await openRoute(driver(), suite.url("/charity4?id=1&activityID=21"));
  const opener = (await driver().windowHandles())[0] ?? "";
  await driver().click(await byName(driver(), "input[type=radio]", "信用卡"));
  await driver().sendKeys(await byName(driver(), "input", "捐款金額"), "1234");
  await driver().sendKeys(await byName(driver(), "input", "捐款人姓名"), "林小美");
  await driver().sendKeys(await byName(driver(), "input", "聯絡電話"), "0987654321");
  await driver().click(await byName(driver(), "button[type=submit]", "確認捐款"));

  await driver().switchToWindow(await otherWindow(driver(), opener));
  await waitFor(driver(), "location.pathname === '/api/payment-sandbox/checkout'");
  await waitFor(driver(), "document.querySelector('main')?.innerText.includes('新臺幣 1,234 元')");
  await driver().click(await byName(driver(), "button", "付款成功"));
  await waitFor(driver(), "[...document.querySelectorAll('button')].some((b) => b.textContent.includes('返回商店'))");
  await driver().click(await byName(driver(), "button", "返回商店"));
  await waitFor(driver(), "location.pathname === '/charity4' && location.search.endsWith('&status=success')");
  await waitFor(driver(), "document.documentElement.hasAttribute('data-hydrated')");
  const orderNo = new URL(await driver().currentUrl()).searchParams.get("order_no") ?? "";
  expect(orderNo).toMatch(/^D\w{19}$/);
  const box = await driver().text(await driver().find(".payment-result[role=status]"));
  expect(box).toContain("感謝您的捐款！");
  expect(box).toContain(`捐款編號：${orderNo}`);
  // The list comes from the content cache: a reload within its fresh time (a second here) shows the donor.
  const resultUrl = await driver().currentUrl();
  await expect
    .poll(async () => {
      await openRoute(driver(), resultUrl);
      return driver().execute(`return ${FIRST_SPONSOR};`);
    })
    .toEqual(["林○美", "NT$1,234", expect.any(String)]);
  expect(await pageProblems(driver())).toEqual([]);

  await driver().closeWindow();
  await driver().switchToWindow(opener);
  expect(await pageProblems(driver())).toEqual([]);
});
