// The ATM page's loader answers with data(value, { status }): leaving it on the client (回到首頁) and
// coming Back runs that loader through route data, which must give the page its data, not an error
// page. A known order shows its account again; an unknown number its own message.
import type { Browser, Page } from "playwright-core";
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { issuedAccountFields } from "../../server/content-service/payment-sandbox/sandbox-atm-fields.js";
import type { ListeningService } from "../content-service/content-test-service.js";
import { normalDonation } from "../content-service/donation-bodies.js";
import { hiddenFields } from "../content-service/form-html.js";
import { openPage, waitForHydration } from "./harness.js";
import { startServiceSite, type ListeningSite } from "./service-site.js";

let service: ListeningService;
let site: ListeningSite;
let browser: Browser;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ service, site, browser, close } = await startServiceSite());
});
afterAll(() => close?.());

/** 回到首頁, on the client (no document request), then Back to the ATM page, also on the client. */
async function homeAndBack(page: Page, atmUrl: string): Promise<string[]> {
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });
  await page.getByRole("link", { name: "回到首頁" }).click();
  await page.waitForURL(`${site.baseUrl}/`);
  await page.waitForSelector(".home-slider, .home-news", { state: "attached" });
  await page.goBack();
  await page.waitForURL(atmUrl);
  return documents;
}

test("a known order: ATM page -> 回到首頁 -> Back shows the account again", async () => {
  const donation = await request(service.server).post("/api/homepage/donate/atm").send(normalDonation);
  const checkout = hiddenFields(donation.text);
  const issued = issuedAccountFields(checkout, service.payment, new Date());
  await request(site.server).post("/api/payment/ecpay/atm-info").type("form").send(issued);
  const atmUrl = `${site.baseUrl}/donation/atm?order_no=${checkout.MerchantTradeNo}`;

  const { page, problems, context } = await openPage(browser, atmUrl);
  await waitForHydration(page);
  expect(await page.locator("#atm-account").innerText()).toBe(issued.vAccount);
  const documents = await homeAndBack(page, atmUrl);

  await expect.poll(() => page.locator("#atm-account").count()).toBe(1);
  expect(await page.locator("#atm-account").innerText()).toBe(issued.vAccount);
  expect(await page.locator("#atm-bank-code").innerText()).toBe("812");
  expect(await page.locator("main").innerText()).not.toContain("Unexpected Application Error");
  expect(await page.title()).toBe("ATM 轉帳資訊｜社團法人台中市恆心慈善協會");
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("an unknown order: Back shows the page's own not-found message", async () => {
  const atmUrl = `${site.baseUrl}/donation/atm?order_no=D0000000000000000000`;
  const { page, problems, context } = await openPage(browser, atmUrl);
  await waitForHydration(page);
  const documents = await homeAndBack(page, atmUrl);

  await expect.poll(() => page.getByRole("alert").count()).toBe(1);
  expect(await page.getByRole("alert").innerText()).toContain("找不到這筆捐款的轉帳資料");
  expect(await page.locator("main").innerText()).not.toContain("Unexpected Application Error");
  expect(documents).toEqual([]);
  // The route data answer keeps the page's 404, which Chromium reports on the console, and the
  // document's own 404 at the start: nothing else.
  expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
  await context.close();
});
