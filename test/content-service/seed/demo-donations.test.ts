// The demo sponsors on a real database: 28 paid, fictional, without phone or receipt, numbered in the order they
// were paid, all under the SEED prefix, and only into a database that never held a donation; removing them
// takes those and nothing else.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import {
  DEMO_TRADE_NO_PREFIX,
  removeDemoDonations,
  seedDemoDonations,
  seedDemoDonationsOnce,
} from "../../../server/content-service/seed/demo-donations.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

let temp: ReturnType<typeof tempDbFile>;
let db: ContentDb;
beforeEach(() => {
  temp = tempDbFile();
  db = openContentDb(temp.file);
});
afterEach(() => {
  db.close();
  temp.remove();
});

interface SeededRow {
  merchant_trade_no: string;
  payment_method: string;
  phone: string;
  need_receipt: number;
  status: string;
  activity_type: string;
  charity_activity_id: number | null;
  created_at: string;
  paid_at: string;
  paid_seq: number;
}
const seeded = () =>
  db
    .prepare<[], SeededRow>(
      `SELECT merchant_trade_no, payment_method, phone, need_receipt, status, activity_type, charity_activity_id,
         created_at, paid_at, paid_seq FROM donations ORDER BY paid_seq`,
    )
    .all();

describe("seedDemoDonations", () => {
  it("writes 28 paid demo orders, numbered oldest paid first, each under the demo prefix", () => {
    expect(seeded()).toEqual([]);
    seedDemoDonations(db);
    const rows = seeded();
    expect(rows).toHaveLength(28);
    expect(new Set(rows.map((row) => row.merchant_trade_no)).size).toBe(28);
    for (const row of rows) {
      expect(row.merchant_trade_no).toMatch(new RegExp(`^${DEMO_TRADE_NO_PREFIX}\\d{16}$`));
      expect(row).toMatchObject({ status: "paid", phone: "", need_receipt: 0 });
      expect(Date.parse(row.created_at)).toBeLessThan(Date.parse(row.paid_at));
    }
    const paidTimes = rows.map((row) => Date.parse(row.paid_at));
    expect(paidTimes).toEqual([...paidTimes].sort((a, b) => a - b));
    expect(rows.map((row) => row.paid_seq)).toEqual(rows.map((_, i) => i + 1));
  });

  it("gives an activity only to activity gifts, and mixes card and ATM", () => {
    seedDemoDonations(db);
    const rows = seeded();
    for (const row of rows) expect(row.charity_activity_id !== null).toBe(row.activity_type === "activity");
    expect(new Set(rows.map((row) => row.payment_method))).toEqual(new Set(["ATM", "Credit"]));
    expect(new Set(rows.map((row) => row.activity_type))).toEqual(new Set(["normal", "activity", "funeral"]));
  });
});

describe("seedDemoDonationsOnce", () => {
  it("seeds only a database that never held a donation, and only once", () => {
    insertDonation(db, {});
    expect(seedDemoDonationsOnce(db)).toBe(false);
    expect(seeded()).toHaveLength(1);
    db.prepare("DELETE FROM donations").run();
    expect(seedDemoDonationsOnce(db)).toBe(true);
    expect(seeded()).toHaveLength(28);
    db.prepare("DELETE FROM donations").run();
    expect(seedDemoDonationsOnce(db)).toBe(false);
    expect(seeded()).toEqual([]);
  });
});

describe("removeDemoDonations", () => {
  it("removes the demo orders only, and keeps one a mandate names", () => {
    seedDemoDonations(db);
    const real = insertDonation(db, {});
    const named = `${DEMO_TRADE_NO_PREFIX}0000000000000001`;
    db.prepare(
      `INSERT INTO donation_mandates (merchant_trade_no, amount, period_type, frequency, exec_times, created_at,
         updated_at) VALUES (?, 600, 'M', 1, 12, '2030-01-01', '2030-01-01')`,
    ).run(named);
    db.prepare("UPDATE donations SET mandate_id = (SELECT id FROM donation_mandates) WHERE merchant_trade_no = ?").run(
      named,
    );

    expect(removeDemoDonations(db)).toBe(27);
    expect(seeded().map((row) => row.merchant_trade_no)).toEqual([named, real.merchant_trade_no]);
    expect(removeDemoDonations(db)).toBe(0);
  });
});
