import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { receiptPeriod } from "../../../server/content-service/receipts/receipt-period.js";
import { issueReceipts, markCopy } from "../../../server/content-service/receipts/receipt-store.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";
import { insertMandate } from "./receipt-rows.js";

let temp: ReturnType<typeof tempDbFile>;
let db: ContentDb;
const AFTER_2025 = new Date("2026-02-01T00:00:00Z");

beforeEach(() => {
  temp = tempDbFile();
  db = openContentDb(temp.file);
});
afterEach(() => {
  db.close();
  temp.remove();
});

const numbers = (issued: ReturnType<typeof issueReceipts>) => issued.receipts.map((r) => `${r.number} ${r.tradeNo}`);

describe("issueReceipts", () => {
  it("numbers the year's paid gifts that asked for a receipt, in the order paid, once", () => {
    const late = insertDonation(db, { paid_at: "2025-03-02T00:00:00.000Z" });
    const early = insertDonation(db, { paid_at: "2025-01-05T00:00:00.000Z" });
    insertDonation(db, { paid_at: "2025-01-06T00:00:00.000Z", need_receipt: 0, receipt_name: null });
    insertDonation(db, { status: "failed", created_at: "2025-02-01T00:00:00.000Z" });
    insertDonation(db, { status: "pending", created_at: "2025-02-02T00:00:00.000Z" });
    // Paid at 2025-12-31 23:30 Taipei: still 2025; 2026-01-01 00:00 Taipei is the next year.
    const lastOfYear = insertDonation(db, { paid_at: "2025-12-31T15:30:00.000Z" });
    insertDonation(db, { paid_at: "2025-12-31T16:00:00.000Z" });

    const first = issueReceipts(db, receiptPeriod(2025), AFTER_2025);
    expect(numbers(first)).toEqual([
      `2025-00001 ${early.merchant_trade_no}`,
      `2025-00002 ${late.merchant_trade_no}`,
      `2025-00003 ${lastOfYear.merchant_trade_no}`,
    ]);
    expect(first.numbered).toBe(3);
    const again = issueReceipts(db, receiptPeriod(2025), AFTER_2025);
    expect(numbers(again)).toEqual(numbers(first));
    expect(again.numbered).toBe(0);
    expect(again.receipts.every((r) => r.reissues === 0)).toBe(true);
  });

  it("gives a month's run the earlier months' numbers first, so numbers follow the payments", () => {
    const march = insertDonation(db, { paid_at: "2025-03-10T00:00:00.000Z" });
    const may = insertDonation(db, { paid_at: "2025-05-10T00:00:00.000Z" });
    const june = insertDonation(db, { paid_at: "2025-06-10T00:00:00.000Z" });
    expect(numbers(issueReceipts(db, receiptPeriod(2025, 5), AFTER_2025))).toEqual([
      `2025-00002 ${may.merchant_trade_no}`,
    ]);
    expect(numbers(issueReceipts(db, receiptPeriod(2025, 3), AFTER_2025))).toEqual([
      `2025-00001 ${march.merchant_trade_no}`,
    ]);
    expect(numbers(issueReceipts(db, receiptPeriod(2025, 6), AFTER_2025))).toEqual([
      `2025-00003 ${june.merchant_trade_no}`,
    ]);
  });

  it("gives a monthly mandate one yearly receipt of the year's paid months, once the year is over", () => {
    const single = insertDonation(db, { paid_at: "2025-11-20T00:00:00.000Z", amount: 500 });
    const mandate = insertMandate(db, { amount: 300, receipt_name: "陳𠮷祥" }, [
      "2025-10-03T01:00:00.000Z",
      "2025-11-03T01:00:00.000Z",
      "2025-12-03T01:00:00.000Z",
      "2026-01-03T01:00:00.000Z",
    ]);
    insertDonation(db, { status: "failed", created_at: "2025-12-20T00:00:00.000Z" });

    const during = issueReceipts(db, receiptPeriod(2025), new Date("2025-12-31T15:59:59.000Z"));
    expect(during.yearlyIssued).toBe(false);
    expect(numbers(during)).toEqual([`2025-00001 ${single.merchant_trade_no}`]);
    // Its months never get a receipt of their own.
    expect(numbers(issueReceipts(db, receiptPeriod(2025, 11), AFTER_2025))).toEqual([
      `2025-00001 ${single.merchant_trade_no}`,
    ]);

    const after = issueReceipts(db, receiptPeriod(2025), AFTER_2025);
    expect(after.yearlyIssued).toBe(true);
    const yearly = after.receipts.find((r) => r.kind === "yearly");
    expect(yearly).toMatchObject({ number: "2025-00002", tradeNo: mandate, donor: "陳𠮷祥", amount: 900 });
    expect(yearly?.gifts).toEqual([
      { date: "2025-10-03", amount: 300, chargeNo: 1 },
      { date: "2025-11-03", amount: 300, chargeNo: 2 },
      { date: "2025-12-03", amount: 300, chargeNo: 3 },
    ]);
    expect(issueReceipts(db, receiptPeriod(2026), new Date("2027-01-01T00:00:00Z")).receipts).toMatchObject([
      { number: "2026-00001", kind: "yearly", amount: 300 },
    ]);
  });

  it("reissues a changed receipt under its number as a correction, once per change", () => {
    const gift = insertDonation(db, { paid_at: "2025-04-01T00:00:00.000Z" });
    issueReceipts(db, receiptPeriod(2025), AFTER_2025);
    db.prepare("UPDATE donations SET receipt_address = ? WHERE merchant_trade_no = ?").run(
      "高雄市前金區中正四路211號",
      gift.merchant_trade_no,
    );
    const corrected = issueReceipts(db, receiptPeriod(2025), new Date("2026-03-05T00:00:00Z")).receipts[0];
    expect(corrected).toMatchObject({
      number: "2025-00001",
      address: "高雄市前金區中正四路211號",
      reissues: 1,
      reissueReason: "correction",
      reissuedOn: "2026-03-05",
      issuedOn: "2026-02-01",
    });
    expect(issueReceipts(db, receiptPeriod(2025), AFTER_2025).receipts[0]?.reissues).toBe(1);
    expect(markCopy(db, 2025, 1, AFTER_2025)).toBe(true);
    expect(markCopy(db, 2025, 2, AFTER_2025)).toBe(false);
    expect(issueReceipts(db, receiptPeriod(2025), AFTER_2025).receipts[0]).toMatchObject({
      reissues: 2,
      reissueReason: "copy",
    });
  });

  it("gives no new number to a donor whose personal data is erased, and keeps the numbers given", () => {
    const kept = insertDonation(db, { paid_at: "2025-04-01T00:00:00.000Z" });
    insertDonation(db, { paid_at: "2025-04-02T00:00:00.000Z" });
    issueReceipts(db, receiptPeriod(2025), AFTER_2025);
    insertDonation(db, { paid_at: "2025-04-03T00:00:00.000Z", donor_name: "", receipt_name: null });
    db.prepare("UPDATE donations SET personal_data_erased_at = ?, donor_name = '', receipt_name = NULL").run(
      "2026-01-01T00:00:00Z",
    );
    const issued = issueReceipts(db, receiptPeriod(2025), AFTER_2025);
    expect(issued.numbered).toBe(0);
    expect(issued.receipts.map((r) => [r.number, r.erased, r.donor])).toEqual([
      ["2025-00001", true, ""],
      ["2025-00002", true, ""],
    ]);
    expect(issued.receipts[0]?.tradeNo).toBe(kept.merchant_trade_no);
  });
});

describe("the receipts table", () => {
  it("refuses a second number for a gift, a number used twice and a deleted number", () => {
    const gift = insertDonation(db, { paid_at: "2025-04-01T00:00:00.000Z" });
    insertDonation(db, { paid_at: "2025-04-02T00:00:00.000Z" });
    issueReceipts(db, receiptPeriod(2025), AFTER_2025);
    const add = db.prepare(
      "INSERT INTO receipts (year, seq, donation_id, issued_at) SELECT 2025, ?, id, 'x' FROM donations WHERE merchant_trade_no = ?",
    );
    expect(() => add.run(9, gift.merchant_trade_no)).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE receipts SET seq = 1 WHERE seq = 2").run()).toThrow(/UNIQUE/);
    expect(() => db.prepare("DELETE FROM receipts").run()).toThrow(/never deleted/);
  });
});
