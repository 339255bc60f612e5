// The export streams: 100,000 records (about 25 MB of CSV, more than a small association's decade)
// written by a process whose JavaScript heap is capped at 16 MB. Loading them all at once (all() instead
// of iterate(), or the CSV built in one string) runs out of heap at 24 MB.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile } from "../content-test-service.js";

const ENTRY = path.resolve("dist/server/content-service/donations-export.js");
const COUNT = 100_000;
let temp: ReturnType<typeof tempDbFile>;

beforeAll(() => {
  temp = tempDbFile();
  const db = openContentDb(temp.file, { seed: false });
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
afterAll(() => temp.remove());

it("writes 100,000 records with a 16 MB heap", () => {
  const out = path.join(temp.dir, "year.csv");
  const result = spawnSync(
    process.execPath,
    ["--max-old-space-size=16", ENTRY, "--from", "2031-01-01", "--to", "2031-12-31", "--out", out],
    { env: { PATH: process.env.PATH ?? "", CONTENT_DB: temp.file }, encoding: "utf8", timeout: 120_000 },
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
