// Donation records for the export: read in process from a database written by the test, from a database
// older than the retention migration (read-only, so the export cannot add the column itself; the service's
// next start adds personal_data_erased_at and keeps every record), and streamed by the built export
// command: 100,000 records (about 25 MB of CSV) by a process whose JavaScript heap is capped at 16 MB.
// Loading them all at once (all() instead of iterate(), or the CSV built in one string) runs out of heap at 24 MB.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationRecords, openRecordsDb, RECORD_HEADER } from "../../../server/content-service/cli/donation-records.js";
import type { ExportRequest } from "../../../server/content-service/cli/export-arguments.js";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { tempDbFile } from "../content-test-service.js";
import { parseCsv } from "../csv-records.js";
import { insertDonation } from "../donation-rows.js";
import { insertMandate } from "../receipts/receipt-rows.js";

const ENTRY = path.resolve("dist/server/content-service/donations-export.js");

describe("donationRecords", () => {
  let temp: ReturnType<typeof tempDbFile>;
  let db: ContentDb;
  const trade: Record<string, string> = {};
  beforeAll(() => {
    temp = tempDbFile();
    db = openContentDb(temp.file);
    trade.card = insertDonation(db, { created_at: "2030-06-01T02:00:00.000Z", need_receipt: 0 }).merchant_trade_no;
    trade.pending = insertDonation(db, {
      created_at: "2030-06-01T01:00:00.000Z",
      status: "pending",
      payment_method: "ATM",
    }).merchant_trade_no;
    // Created on the 1st, paid on the 3rd (Taipei).
    trade.late = insertDonation(db, {
      created_at: "2030-06-01T03:00:00.000Z",
      paid_at: "2030-06-03T03:00:00.000Z",
    }).merchant_trade_no;
    trade.outside = insertDonation(db, { created_at: "2030-05-31T15:59:59.999Z" }).merchant_trade_no;
    trade.mandate = insertMandate(db, { amount: 500 }, ["2030-06-02T04:00:00.000Z", "2030-07-02T04:00:00.000Z"]);
    db.prepare(
      `UPDATE donations SET personal_data_erased_at = '2031-01-01T00:00:00.000Z', atm_bank_code = '812',
         atm_v_account = '1234567890123456', atm_expires_at = 'not a date' WHERE merchant_trade_no = ?`,
    ).run(trade.pending);
  });
  afterAll(() => {
    db.close();
    temp.remove();
  });

  /** Taipei June 1st to June 2nd inclusive. */
  const june = (change: Partial<ExportRequest> = {}): ExportRequest => ({
    from: "2030-06-01",
    to: "2030-06-02",
    start: "2030-05-31T16:00:00.000Z",
    end: "2030-06-02T16:00:00.000Z",
    status: null,
    by: "created",
    out: null,
    ...change,
  });
  const records = (request: ExportRequest) => {
    const reader = openRecordsDb(temp.file);
    try {
      return [...donationRecords(reader, request)];
    } finally {
      reader.close();
    }
  };

  it("gives each record the header's columns, labelled in Chinese, times in Taipei, in order of the date", () => {
    const rows = records(june());
    for (const row of rows) expect(row).toHaveLength(RECORD_HEADER.length);
    expect(rows.map((row) => row[0])).toEqual([trade.pending, trade.card, trade.late, trade.mandate]);
    const card = rows[1] ?? [];
    expect(card.slice(2, 11)).toEqual([
      "2030-06-01 10:00:00",
      "2030-06-01 10:00:00",
      1200,
      "信用卡",
      "已付款",
      "捐款－一般捐款（不指定用途）",
      "林美華",
      "0912345678",
      "否",
    ]);
    const pending = rows[0] ?? [];
    expect([pending[3], pending[5], pending[6], pending[10]]).toEqual([null, "ATM 轉帳", "待付款", "是"]);
    // An erasure time in Taipei; ATM fields as stored, a date that does not parse kept as written.
    expect(pending.slice(14, 18)).toEqual(["2031-01-01 08:00:00", "812", "1234567890123456", "not a date"]);
    expect(rows[3]?.slice(18)).toEqual([trade.mandate, 1]);
    expect(card.slice(18)).toEqual([null, null]);
  });

  it("selects by the creation or the payment date, [start, end), and by status", () => {
    expect(records(june({ by: "paid" })).map((row) => row[0])).toEqual([trade.card, trade.mandate]);
    expect(records(june({ status: "pending" })).map((row) => row[0])).toEqual([trade.pending]);
    expect(records(june({ status: "failed" }))).toEqual([]);
    const day = records(june({ start: "2030-05-31T15:59:59.999Z", end: "2030-05-31T16:00:00.000Z" }));
    expect(day.map((row) => row[0])).toEqual([trade.outside]);
  });

  it("opens the database read-only and never creates one", () => {
    const reader = openRecordsDb(temp.file);
    expect(() => reader.exec("DELETE FROM donations")).toThrow(/readonly/);
    reader.close();
    const absent = path.join(temp.dir, "absent.db");
    expect(() => openRecordsDb(absent)).toThrow();
    expect(fs.existsSync(absent)).toBe(false);
  });
});

describe("a database from before the retention migration", () => {
  let temp: ReturnType<typeof tempDbFile>;
  let tradeNo = "";

  beforeAll(() => {
    temp = tempDbFile();
    const old = new Database(temp.file);
    old.exec("PRAGMA journal_mode = WAL");
    old.exec(MIGRATIONS[0]?.sql ?? "");
    old.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
      INSERT INTO schema_migrations VALUES (1, 'content and donations', '2026-01-01T00:00:00.000Z');
      INSERT INTO meta VALUES ('seeded_at', '2026-01-01T00:00:00.000Z');`);
    tradeNo = insertDonation(old, { created_at: "2030-05-01T00:00:00.000Z" }).merchant_trade_no;
    old.close();
  });
  afterAll(() => temp.remove());

  it("exports from a database without the retention column, which the next start adds", () => {
    const result = spawnSync(process.execPath, [ENTRY, "--from", "2030-05-01", "--to", "2030-05-01"], {
      env: { PATH: process.env.PATH ?? "", CONTENT_DB: temp.file },
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    const records = parseCsv(result.stdout.slice(1));
    expect(records).toHaveLength(2);
    expect(records[1]?.[0]).toBe(tradeNo);
    expect(records[1]?.[8]).toBe("林美華");
    expect(records[1]?.[14]).toBe("");

    const db = openContentDb(temp.file);
    const row = db
      .prepare<[string], { donor_name: string; personal_data_erased_at: string | null }>(
        "SELECT donor_name, personal_data_erased_at FROM donations WHERE merchant_trade_no = ?",
      )
      .get(tradeNo);
    expect(row).toEqual({ donor_name: "林美華", personal_data_erased_at: null });
    db.close();
  });
});

describe("the built export, streaming", () => {
  const COUNT = 100_000;
  let bulk: ReturnType<typeof tempDbFile>;

  beforeAll(() => {
    bulk = tempDbFile();
    const db = openContentDb(bulk.file);
    // One statement generates the rows inside SQLite: a few seconds on a busy machine.
    db.prepare(
      `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
       INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type, charity_id,
         item_name, need_receipt, receipt_address, receipt_name, receipt_phone, return_path, status, created_at,
         updated_at, paid_at, gateway_trade_no)
       SELECT printf('BULK%016d', i), 'Credit', 500 + i % 1000, '王小明' || i, '0912345678', 'normal', 1,
         '捐款－一般捐款（不指定用途）', 1, '臺北市中正區重慶南路一段122號' || i, '王小明', '0223456789',
         '/charity4?id=1', 'paid', strftime('%Y-%m-%dT%H:%M:%fZ', '2031-01-01', '+' || (i * 300) || ' seconds'),
         '2031-01-01T00:00:00.000Z', strftime('%Y-%m-%dT%H:%M:%fZ', '2031-01-01', '+' || (i * 300) || ' seconds'),
         printf('2701%016d', i)
       FROM seq`,
    ).run(COUNT);
    db.close();
  });
  afterAll(() => bulk.remove());

  it("writes 100,000 records with a 16 MB heap", () => {
    const out = path.join(bulk.dir, "year.csv");
    const result = spawnSync(
      process.execPath,
      ["--max-old-space-size=16", ENTRY, "--from", "2031-01-01", "--to", "2031-12-31", "--out", out],
      { env: { PATH: process.env.PATH ?? "", CONTENT_DB: bulk.file }, encoding: "utf8", timeout: 120_000 },
    );
    expect(result.stderr).toContain(`${COUNT} record(s)`);
    expect(result.status).toBe(0);
    const text = fs.readFileSync(out, "utf8");
    const lines = text.split("\r\n");
    // Header, the records, and the empty string after the last CRLF.
    expect(lines).toHaveLength(COUNT + 2);
    expect(lines[1]).toMatch(/^BULK0000000000000001,27010000000000000001,2031-01-01 08:05:00,/);
    expect(lines[COUNT]).toMatch(/^BULK0000000000100000,/);
  }, 180_000);
});
