// The ATM details page (/donation/atm?order_no=) with order numbers as upstreams write them (issue
// 17.3): 1-32 of [A-Za-z0-9_-] is looked up and shown; anything else is the page's "not found"
// answer without asking the upstream.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const ORDER_NO = "D-2026-000123";
const transfer = {
  data: {
    orderNo: ORDER_NO,
    charityTitle: "恆心慈善協會",
    itemName: "一般捐款",
    amount: 600,
    status: "pending",
    account: { bankCode: "812", vAccount: "98765432101234", deadline: "2026-11-29T23:59:59+08:00" },
  },
};
const lookups = () => upstream.requests.filter((r) => r.url === "/api/website/getAtmTransfer");

describe("/donation/atm with another upstream's order number", () => {
  test("D-2026-000123: looked up, and the account shown with that number", async () => {
    upstream.set(`POST /api/website/getAtmTransfer {"orderNo":"${ORDER_NO}"}`, transfer);
    const page = await request(buildApp(upstream.url)).get(`/donation/atm?order_no=${ORDER_NO}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<dd>${ORDER_NO}</dd>`);
    expect(page.text).toContain("98765432101234");
    expect(lookups()).toHaveLength(1);
  });

  test("a number outside 1-32 of [A-Za-z0-9_-]: 404, the upstream never asked", async () => {
    for (const orderNo of ["A".repeat(33), "D 1", "../../etc", "D.1", "請改匯款"]) {
      const page = await request(buildApp(upstream.url)).get(`/donation/atm?order_no=${encodeURIComponent(orderNo)}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain("找不到這筆捐款的轉帳資料");
    }
    expect(lookups()).toEqual([]);
  });
});
