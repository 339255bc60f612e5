// erasePersonalDataOlderThan with a clock: what is erased, what is kept, pending orders untouched, batches,
// idempotence; and the public sponsor list after erasure.
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { erasePersonalDataOlderThan } from "../../../server/content-service/donations/personal-data-retention.js";
import { sponsorResponse } from "../../../shared/api/sponsor.server.js";
import { testService, type TestService } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const NOW = new Date("2040-06-15T04:00:00.000Z");
const DAYS = 3650;
// NOW minus 3650 days (three leap days in between).
const CUTOFF = "2030-06-18T04:00:00.000Z";

let service: TestService;
beforeEach(() => {
  service = testService();
});
afterEach(() => service.close());

interface StoredRow {
  merchant_trade_no: string;
  gateway_trade_no: string | null;
  amount: number;
  status: string;
  payment_method: string;
  created_at: string;
  paid_at: string | null;
  item_name: string;
  need_receipt: number;
  donor_name: string;
  phone: string;
  receipt_name: string | null;
  receipt_address: string | null;
  receipt_phone: string | null;
  personal_data_erased_at: string | null;
}

const stored = (tradeNo: string): StoredRow | undefined =>
  service.db
    .prepare<[string], StoredRow>(
      `SELECT merchant_trade_no, gateway_trade_no, amount, status, payment_method, created_at, paid_at, item_name,
         need_receipt, donor_name, phone, receipt_name, receipt_address, receipt_phone, personal_data_erased_at
       FROM donations WHERE merchant_trade_no = ?`,
    )
    .get(tradeNo);

const personal = (row: StoredRow | undefined) => ({
  donor_name: row?.donor_name,
  phone: row?.phone,
  receipt_name: row?.receipt_name,
  receipt_address: row?.receipt_address,
  receipt_phone: row?.receipt_phone,
});

describe("erasePersonalDataOlderThan", () => {
  it("erases the personal fields of settled donations older than the period and keeps the record", () => {
    const paid = insertDonation(service.db, { created_at: "2030-06-18T03:59:59.999Z", payment_method: "ATM" });
    const failed = insertDonation(service.db, { created_at: "2029-01-01T00:00:00.000Z", status: "failed" });
    const before = stored(paid.merchant_trade_no);

    const result = erasePersonalDataOlderThan(service.db, NOW, DAYS);
    expect(result).toMatchObject({ cutoff: CUTOFF, more: false });

    const after = stored(paid.merchant_trade_no);
    expect(personal(after)).toEqual({
      donor_name: "",
      phone: "",
      receipt_name: null,
      receipt_address: null,
      receipt_phone: null,
    });
    expect(after?.personal_data_erased_at).toBe(NOW.toISOString());
    // The books still add up: amount, dates, state, method, purpose and both trade numbers stay.
    const kept = (row: StoredRow | undefined) => ({ ...row, ...personal(undefined), personal_data_erased_at: null });
    expect(kept(after)).toEqual(kept(before));
    expect(after).toMatchObject({ amount: 1200, status: "paid", payment_method: "ATM", need_receipt: 1 });
    expect(personal(stored(failed.merchant_trade_no)).donor_name).toBe("");
  });

  it("leaves donations inside the period (the cutoff instant included) and pending ones untouched", () => {
    const atCutoff = insertDonation(service.db, { created_at: CUTOFF });
    const recent = insertDonation(service.db, { created_at: "2040-06-14T00:00:00.000Z" });
    const oldPending = insertDonation(service.db, { created_at: "2001-01-01T00:00:00.000Z", status: "pending" });
    const untouched = [atCutoff, recent, oldPending].map((row) => stored(row.merchant_trade_no));

    erasePersonalDataOlderThan(service.db, NOW, DAYS);

    expect([atCutoff, recent, oldPending].map((row) => stored(row.merchant_trade_no))).toEqual(untouched);
    expect(untouched.map((row) => row?.personal_data_erased_at)).toEqual([null, null, null]);
    expect(personal(stored(oldPending.merchant_trade_no)).donor_name).toBe("林美華");
  });

  it("is idempotent: a second run erases nothing and keeps the first erasure time", () => {
    const row = insertDonation(service.db, { created_at: "2030-01-01T00:00:00.000Z" });
    // The demo sponsors (2025-2026) are due too.
    const first = erasePersonalDataOlderThan(service.db, NOW, DAYS);
    expect(first.erased).toBeGreaterThan(1);
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(erasePersonalDataOlderThan(service.db, later, DAYS)).toMatchObject({ erased: 0, more: false });
    expect(stored(row.merchant_trade_no)?.personal_data_erased_at).toBe(NOW.toISOString());
  });

  it("erases in bounded batches, oldest first, and says when more may be waiting", () => {
    service.db.exec("DELETE FROM donations");
    const rows = ["2001", "2002", "2003", "2004", "2005"].map((year) =>
      insertDonation(service.db, { created_at: `${year}-03-01T00:00:00.000Z` }),
    );
    const runs = [1, 2, 3, 4].map(() => erasePersonalDataOlderThan(service.db, NOW, DAYS, 2));
    expect(runs.map(({ erased, more }) => ({ erased, more }))).toEqual([
      { erased: 2, more: true },
      { erased: 2, more: true },
      { erased: 1, more: false },
      { erased: 0, more: false },
    ]);
    expect(rows.every((row) => stored(row.merchant_trade_no)?.donor_name === "")).toBe(true);
  });

  it("refuses a period that is not a positive whole number of days", () => {
    for (const days of [0, -1, 1.5, Number.NaN])
      expect(() => erasePersonalDataOlderThan(service.db, NOW, days)).toThrow(RangeError);
  });
});

describe("the sponsor list after erasure", () => {
  it("still answers, every paid donation still listed, erased donors as 善心人士", async () => {
    const list = async () => {
      const response = await request(service.app).get("/api/homepage/sponsor?limit=50");
      expect(response.status).toBe(200);
      return sponsorResponse.parse(response.body).data;
    };
    const before = await list();
    expect(before.SponsorList.some((row) => row.DonorName === "陳○玲")).toBe(true);
    // Ten years after the demo donations of 2025-2026, plus one donation inside the period.
    insertDonation(service.db, { created_at: "2040-06-01T00:00:00.000Z", donor_name: "陳志強" });
    erasePersonalDataOlderThan(service.db, NOW, DAYS);

    const after = await list();
    expect(after.Total).toBe(before.Total + 1);
    expect(after.SponsorList[0]).toMatchObject({ DonorName: "陳○強", Amount: 1200 });
    const erased = after.SponsorList.slice(1);
    expect(erased.map((row) => row.DonorName)).toEqual(erased.map(() => "善心人士"));
    expect(erased.map(({ Amount, UpdateTime }) => ({ Amount, UpdateTime }))).toEqual(
      before.SponsorList.map(({ Amount, UpdateTime }) => ({ Amount, UpdateTime })),
    );
  });
});
