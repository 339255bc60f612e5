// A monthly mandate in the records: the accountant's export names each charge's mandate and month, and
// retention keeps a mandate's personal data while it runs and erases it once it ended long enough ago.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationRecords, RECORD_HEADER } from "../../server/content-service/cli/donation-records.js";
import { mandateStore } from "../../server/content-service/donations/mandate-store.js";
import { erasePersonalDataOlderThan } from "../../server/content-service/donations/personal-data-retention.js";
import { callbackFields } from "../../server/content-service/payment-sandbox/sandbox-callback.js";
import { periodNoticeFields } from "../../server/content-service/payment-sandbox/sandbox-period.js";
import { normalDonation } from "./donation-bodies.js";
import { testService, type TestService } from "./content-test-service.js";
import { hiddenFields } from "./form-html.js";

const DAY_MS = 86_400_000;
let service: TestService;
let tradeNo = "";
beforeAll(async () => {
  service = testService({ monthlyGiving: true });
  const body = { ...normalDonation, name: "月捐測試", amount: 500, period: { months: 12 } };
  const checkout = hiddenFields((await request(service.app).post("/api/homepage/donate").send(body)).text);
  tradeNo = checkout.MerchantTradeNo ?? "";
  const post = (path: string, fields: Record<string, string>) =>
    request(service.app).post(path).type("form").send(fields);
  await post("/api/payment/ecpay/return", callbackFields(checkout, true, service.payment, new Date()));
  for (const successes of [2, 3]) {
    const mandate = {
      merchantTradeNo: tradeNo,
      amount: 500,
      execTimes: 12,
      successes,
      status: "running" as const,
      log: [],
    };
    const notice = periodNoticeFields(
      { mandate, gwsr: String(30_000_000 + successes), paid: true },
      service.payment,
      new Date(),
    );
    await post("/api/payment/ecpay/period-return", notice);
  }
});
afterAll(() => service.close());

const exported = () => {
  const now = Date.now();
  const range = { start: new Date(now - DAY_MS).toISOString(), end: new Date(now + DAY_MS).toISOString() };
  const request = { from: "", to: "", ...range, status: "paid" as const, by: "paid" as const, out: null };
  const column = (name: string) => RECORD_HEADER.indexOf(name as (typeof RECORD_HEADER)[number]);
  return [...donationRecords(service.db, request)]
    .filter((cells) => cells[column("定期定額編號")] === tradeNo)
    .map((cells) => ({ month: cells[column("期數")], amount: cells[column("金額")], donor: cells[column("捐款人")] }));
};

describe("a monthly mandate's records", () => {
  it("the export shows three charges of the mandate, months 1 to 3", () => {
    expect(exported()).toEqual([
      { month: 1, amount: 500, donor: "月捐測試" },
      { month: 2, amount: 500, donor: "月捐測試" },
      { month: 3, amount: 500, donor: "月捐測試" },
    ]);
  });

  it("retention keeps a running mandate's personal data, and erases it once the mandate ended long enough ago", () => {
    // The seeded demo donations are erased alongside: only the mandate's rows are looked at.
    const later = new Date(Date.now() + 400 * DAY_MS);
    erasePersonalDataOlderThan(service.db, later, 365);
    expect(exported().map((row) => row.donor)).toEqual(["月捐測試", "月捐測試", "月捐測試"]);
    mandateStore(service.db).end(tradeNo, "stopped", new Date());
    erasePersonalDataOlderThan(service.db, new Date(Date.now() + 100 * DAY_MS), 365);
    expect(exported().map((row) => row.donor)).toEqual(["月捐測試", "月捐測試", "月捐測試"]);
    erasePersonalDataOlderThan(service.db, later, 365);
    expect(exported().map((row) => row.donor)).toEqual(["", "", ""]);
  });
});
