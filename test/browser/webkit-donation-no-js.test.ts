// WebKit with JavaScript turned off (an iPhone with it disabled, or a page whose script never
// arrived): the donation form posts to the page, 前往付款 goes to the sandbox gateway, 付款成功
// comes back to /charity4 with the green box. Only WebDriver's own commands here: no page script runs.
import { expect, test } from "vitest";
import { webKitSuite } from "./webkit-suite.js";

const suite = webKitSuite({ javaScript: false });
const driver = () => suite.driver();

/** Clicks the first button whose accessible name is `name` (found without the page's JavaScript). */
async function press(name: string): Promise<void> {
  const session = driver();
  for (const selector of ["button[type=submit]", "main button", "button"]) {
    const buttons = await session.findAll(selector);
    for (const button of buttons) {
      if ((await session.computedLabel(button).catch(() => "")) === name) return session.click(button);
    }
  }
  throw new Error(`no button named ${name}`);
}

async function waitForPath(path: string): Promise<URL> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const url = new URL(await driver().currentUrl());
    if (url.pathname === path) return url;
    if (Date.now() > deadline) throw new Error(`still at ${url.href}, waiting for ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The element once the page holding it has loaded (WebDriver's find does not wait). */
async function waitForElement(css: string) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const found = await driver()
      .find(css)
      .catch(() => null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out after 25000 ms waiting for ${css}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("WebKit without JavaScript: the form, 前往付款, the sandbox's 付款成功, back with the green box", async () => {
  await driver().setWindowSize(1280, 900);
  await driver().navigate(suite.url("/charity4?id=1&activityID=22"));
  await driver().click(await driver().find('input[name="method"][value="creditCard"]'));
  await driver().sendKeys(await driver().find('input[name="amount"]'), "600");
  await driver().sendKeys(await driver().find('input[name="name"]'), "吳志明");
  await driver().sendKeys(await driver().find('input[name="phone"]'), "0912000111");
  await press("確認捐款");
  // The form posts to the address it is on, so the path alone does not say the answer has arrived: the
  // handoff page's title does. With JavaScript, 確認捐款 would have opened the payment window instead.
  const title = await waitForElement("#payment-handoff-title");
  expect(await driver().text(title)).toBe("前往付款");
  await press("前往付款");
  await waitForPath("/api/payment-sandbox/checkout");
  expect(await driver().text(await driver().find("main"))).toContain("偏鄉學童營養早餐計畫");
  await press("付款成功");
  await press("返回商店");
  const back = await waitForPath("/charity4");
  expect(back.searchParams.get("status")).toBe("success");
  expect(back.searchParams.get("activityID")).toBe("22");
  expect(await driver().text(await driver().find(".payment-result[role=status]"))).toContain("感謝您的捐款！");
  // The list comes from the content cache: a reload within its fresh time (a second here) shows the donor.
  const firstRow = async () => {
    await driver().navigate(back.href);
    return driver().text(await driver().find(".sponsors__table tbody tr"));
  };
  await expect.poll(firstRow).toMatch(/吳○明[\s\S]*NT\$600/);
});
