// /charity4 after the form: the payment result boxes (green 5 s, red 30 s, the message as text) on a
// fake clock, and the sponsor table (pages fetched in place, in-memory sorting, NT$ and dates).
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { SPONSOR_ROWS } from "../fixtures/charity-fixtures.js";
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

async function openForm(url = "/charity4?id=1&activityID=21") {
  const opened = await openPage(browser, site.baseUrl + url, { width: 1280, height: 900 });
  await waitForHydration(opened.page);
  return opened;
}

describe("payment result boxes", () => {
  /**
   * The page on a fake clock that stands still from before the page loads: the box's timer, set at
   * hydration, moves only when the test runs the clock, however long loading takes on a busy machine.
   */
  async function openAt(url: string) {
    const opened = await openPage(browser, "about:blank");
    await opened.page.clock.install({ time: new Date("2026-11-25T00:00:00+08:00") });
    // A day ahead of the fake now, so never in its past; nothing is scheduled on the blank page yet.
    await opened.page.clock.pauseAt(new Date("2026-11-26T00:00:00+08:00"));
    await opened.page.goto(site.baseUrl + url);
    await waitForHydration(opened.page);
    return opened;
  }

  test("success: the green box with the donation number, for 5 seconds", async () => {
    const { page, problems, context } = await openAt("/charity4?id=1&order_no=D2611251234ABCDEFG&status=success");
    const box = page.getByRole("status").filter({ hasText: "感謝您的捐款" });
    expect(await box.innerText()).toContain("D2611251234ABCDEFG");
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(232, 245, 233)");
    await page.clock.runFor(4_900);
    expect(await box.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => box.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("failure: the red box with a known code's fixed message, for 30 seconds", async () => {
    const { page, problems, context } = await openAt(`/charity4?id=1&order_no=D1&status=fail&errmsg=notify-pending`);
    const box = page.getByRole("alert").filter({ hasText: "付款失敗，請重新操作" });
    expect(await box.locator(".payment-result__message").innerText()).toBe(
      "付款結果通知未完成，請稍後再查詢捐款紀錄。",
    );
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(253, 236, 234)");
    await page.clock.runFor(29_900);
    expect(await box.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => box.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("sponsor table", () => {
  const secondPage = [
    { DonorName: "第○頁", Amount: 2500, UpdateTime: "2026-10-01T09:00:00+08:00" },
    { DonorName: "次○頁", Amount: 70, UpdateTime: "2026-10-02T09:00:00+08:00" },
  ];
  const firstCells = (page: Page) => page.locator(".sponsors__table tbody tr").first().locator("td").allInnerTexts();

  test("10 rows, NT$ with separators, yyyy-MM-dd; a clicked column sorts, a second click reverses", async () => {
    const { page, problems, context } = await openForm("/charity4?id=1");
    const rows = page.locator(".sponsors__table tbody tr");
    expect(await rows.count()).toBe(10);
    expect(await firstCells(page)).toEqual(["王○明", "NT$600", "2026-11-20"]);
    const amount = page.getByRole("button", { name: /捐款金額/ });
    await amount.click();
    expect(await firstCells(page)).toEqual(["楊○翰", "NT$100", "2026-11-11"]);
    expect(await page.locator("th", { has: amount }).getAttribute("aria-sort")).toBe("ascending");
    await amount.click();
    expect(await firstCells(page)).toEqual(["吳○珊", "NT$1,500,000", "2026-11-14"]);
    expect(await page.locator("th", { has: amount }).getAttribute("aria-sort")).toBe("descending");
    await page.getByRole("button", { name: /捐款日期/ }).click();
    expect(await firstCells(page)).toEqual(["楊○翰", "NT$100", "2026-11-11"]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the pager fetches the next page in place (no navigation), keeping the chosen sort", async () => {
    site.upstream.set("GET /api/homepage/sponsor?limit=10&offset=10", { data: { SponsorList: secondPage, Total: 23 } });
    const { page, problems, context } = await openForm("/charity4?id=1");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("button", { name: /捐款金額/ }).click();
    await page.getByRole("navigation", { name: "捐款紀錄分頁" }).getByRole("link", { name: "下一頁" }).click();
    await expect.poll(() => page.locator(".sponsors__table tbody tr").count()).toBe(2);
    expect(await firstCells(page)).toEqual(["次○頁", "NT$70", "2026-10-02"]);
    expect(await page.locator(".sponsor-pager__status").innerText()).toBe("第 2 / 3 頁");
    expect(await page.getByRole("link", { name: "第 2 頁" }).getAttribute("aria-current")).toBe("page");
    expect(site.upstream.requests.map((r) => r.url)).toContain("/api/homepage/sponsor?limit=10&offset=10");
    expect(new URL(page.url()).search).toBe("?id=1");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.getByRole("link", { name: "上一頁" }).click();
    await expect.poll(() => page.locator(".sponsors__table tbody tr").count()).toBe(10);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("page 2 from an upstream that sends full names shows them masked, as page 1 does", async () => {
    const fullNames = [
      { DonorName: "王小明", Amount: 2500, UpdateTime: "2026-10-01T09:00:00+08:00" },
      { DonorName: "歐陽娜娜", Amount: 70, UpdateTime: "2026-10-02T09:00:00+08:00" },
      { DonorName: "善心人士", Amount: 300, UpdateTime: "2026-10-03T09:00:00+08:00" },
    ];
    const firstPage = [{ DonorName: "張三豐", Amount: 900, UpdateTime: "2026-11-01T09:00:00+08:00" }];
    // Its own server: the server caches the public list's pages for the fresh time, and the pager test
    // above left page 2 in the shared one.
    const own = await startSite({ upstreamTimeoutMs: 5000 });
    try {
      own.upstream.set("GET /api/homepage/sponsor?limit=10&offset=0", { data: { SponsorList: firstPage, Total: 13 } });
      own.upstream.set("GET /api/homepage/sponsor?limit=10&offset=10", { data: { SponsorList: fullNames, Total: 13 } });
      const { page, problems, context } = await openPage(browser, `${own.baseUrl}/charity4?id=1`, {
        width: 1280,
        height: 900,
      });
      await waitForHydration(page);
      const names = () => page.locator(".sponsors__table tbody tr td:first-child").allInnerTexts();
      // Page 1 is the stored page's (rendered from the cached list): masked on the server.
      expect((await names()).every((name) => name.includes("○"))).toBe(true);
      await page.getByRole("navigation", { name: "捐款紀錄分頁" }).getByRole("link", { name: "下一頁" }).click();
      await expect.poll(() => page.locator(".sponsor-pager__status").innerText()).toBe("第 2 / 2 頁");
      expect(await names()).toEqual(["王○明", "歐○○娜", "善心人士"]);
      expect(await page.content()).not.toMatch(/張三豐|王小明|歐陽娜娜/);
      expect(own.upstream.requests.map((r) => r.url)).toContain("/api/homepage/sponsor?limit=10&offset=10");
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await own.close();
    }
  });

  test("a failed page fetch keeps the current page", async () => {
    const { page, problems, context } = await openForm("/charity4?id=1");
    site.upstream.fail("GET /api/homepage/sponsor", "500");
    await page.getByRole("link", { name: "第 3 頁" }).click();
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    expect(await page.locator(".sponsors__table tbody tr").count()).toBe(SPONSOR_ROWS.length);
    expect(await page.locator(".sponsor-pager__status").innerText()).toBe("第 1 / 3 頁");
    // The failure is logged (spec section 8), nothing else: our sponsor handler answers 502.
    expect(problems.every((p) => p.includes("502") || p.includes("sponsor"))).toBe(true);
    await context.close();
  });
});
