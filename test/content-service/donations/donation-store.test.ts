// The sponsor list with 100,000 paid donations: a page costs the same at the first offset, the last one
// and far past the total (numbered rows and a kept count, migrations.ts 6), so a flood of deep-offset reads
// cannot keep the content service busy. Pages stay in paid order without overlap, and the count follows
// donations becoming paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationStore, type DonationStore } from "../../../server/content-service/donations/donation-store.js";
import { testService, type TestService } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const ROWS = 100_000;
const SEEDED = 28;

let service: TestService;
let store: DonationStore;
beforeAll(() => {
  service = testService();
  store = donationStore(service.db);
  const insert = service.db.prepare(
    `INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, activity_type, charity_id,
       need_receipt, return_path, status, created_at, updated_at, paid_at)
     VALUES (?, 'Credit', ?, '林美華', 'normal', 1, 0, '/charity4?id=1', 'paid', ?, ?, ?)`,
  );
  service.db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const at = new Date(Date.UTC(2027, 0, 1) + i * 60_000).toISOString();
      insert.run(`LOAD${String(i).padStart(16, "0")}`, 100 + (i % 900), at, at, at);
    }
  })();
}, 60_000);
afterAll(() => service.close());

/** Median time of one call, in ms, over a few runs. */
function medianMs(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[4] ?? Infinity;
}

describe("sponsor pages over 100,000 paid donations", () => {
  it("cost the same at any offset: no scan of the table, no count of it", () => {
    const total = ROWS + SEEDED;
    expect(store.sponsors(50, 0).Total).toBe(total);
    const first = medianMs(() => store.sponsors(50, 0));
    const last = medianMs(() => store.sponsors(50, total - 50));
    const past = medianMs(() => store.sponsors(50, 999_999_999));
    // A COUNT(*) and an OFFSET scan over this table take tens of milliseconds each; a numbered range, well
    // under one.
    expect(last).toBeLessThan(4);
    expect(past).toBeLessThan(4);
    expect(first).toBeLessThan(4);
  });

  it("past the total: an empty page with the total", () => {
    expect(store.sponsors(50, 999_999_999)).toEqual({ SponsorList: [], Total: ROWS + SEEDED });
  });

  it("pages in paid order, newest first, without overlap; the last page ends with the oldest", () => {
    const total = ROWS + SEEDED;
    const newest = store.sponsors(3, 0).SponsorList;
    expect(newest.map((row) => row.Amount)).toEqual([
      100 + ((ROWS - 1) % 900),
      100 + ((ROWS - 2) % 900),
      100 + ((ROWS - 3) % 900),
    ]);
    const around = store.sponsors(4, 1).SponsorList;
    expect(around.slice(0, 2)).toEqual(newest.slice(1));
    const last = store.sponsors(50, total - 2).SponsorList;
    expect(last).toHaveLength(2);
    // The oldest seeded donation (歐陽明德's page of 2025 is newer): the last row is the oldest paid.
    const times = store.sponsors(50, total - 50).SponsorList.map((row) => Date.parse(row.UpdateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("a donation that becomes paid is counted and listed first", () => {
    const before = store.sponsors(1, 0).Total;
    const row = insertDonation(service.db, { status: "pending", donor_name: "周杰倫", amount: 4321 });
    expect(store.sponsors(1, 0).Total).toBe(before);
    store.markPaid(row.merchant_trade_no, { gatewayTradeNo: "X", rtnCode: "1", rtnMsg: "ok" }, new Date());
    expect(store.sponsors(1, 0)).toMatchObject({
      Total: before + 1,
      SponsorList: [{ DonorName: "周○倫", Amount: 4321 }],
    });
    // Paid once: a repeated callback changes nothing.
    store.markPaid(row.merchant_trade_no, { gatewayTradeNo: "X", rtnCode: "1", rtnMsg: "ok" }, new Date());
    expect(store.sponsors(1, 0).Total).toBe(before + 1);
  });
});
