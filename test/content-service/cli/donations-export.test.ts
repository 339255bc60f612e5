// The built `donations:export` entry (dist/server/content-service/donations-export.js, made by the tests'
// global build) run as a process against a seeded temporary database: the CSV, the Taipei-day range edges,
// the status and date filters, --out, argument and database errors, a running service's open database.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { erasePersonalDataOlderThan } from "../../../server/content-service/donations/personal-data-retention.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";
import { parseCsv } from "../csv-records.js";
import { insertDonation } from "../donation-rows.js";

const ENTRY = path.resolve("dist/server/content-service/donations-export.js");
const HEADER = [
  "交易編號",
  "綠界交易編號",
  "建立時間",
  "付款時間",
  "金額",
  "付款方式",
  "狀態",
  "捐款項目",
  "捐款人",
  "電話",
  "需要收據",
  "收據抬頭",
  "收據地址",
  "收據電話",
  "個資刪除時間",
  "ATM 銀行代碼",
  "ATM 虛擬帳號",
  "ATM 繳費期限",
  "定期定額編號",
  "期數",
];

let temp: ReturnType<typeof tempDbFile>;
let db: ContentDb;
const rows: Record<string, string> = {};

beforeAll(() => {
  temp = tempDbFile();
  // Seeded like a real first start (demo sponsors in 2025-2026); the test's own rows are in 2030.
  db = openDemoDb(temp.file);
  const add = (key: string, row: Parameters<typeof insertDonation>[1]) => {
    rows[key] = insertDonation(db, row).merchant_trade_no;
  };
  // Around the first Taipei midnight of 2030 (UTC+8: 2029-12-31T16:00Z).
  add("lastOf2029", { created_at: "2029-12-31T15:59:59.999Z" });
  add("firstOf2030", {
    created_at: "2029-12-31T16:00:00.000Z",
    donor_name: '=HYPERLINK("http://evil.example","點此")',
  });
  add("endOfJan1", {
    created_at: "2030-01-01T15:59:59.999Z",
    status: "pending",
    need_receipt: 0,
    receipt_name: null,
    receipt_address: null,
    receipt_phone: null,
    gateway_trade_no: null,
  });
  add("startOfJan2", {
    created_at: "2030-01-01T16:00:00.000Z",
    status: "failed",
    phone: "+886912345678",
    receipt_address: '臺北市, 中正區 "一" 號',
  });
  // An ATM donation made on 1 January and paid on 3 January (Taipei).
  // A donation whose donor's personal data the retention job has erased.
  add("erased", { created_at: "2029-06-01T01:00:00.000Z", donor_name: "陳志強" });
  erasePersonalDataOlderThan(db, new Date("2039-12-01T00:00:00.000Z"), 3650);
  add("atm", {
    created_at: "2030-01-01T03:00:00.000Z",
    paid_at: "2030-01-03T01:30:00.000Z",
    payment_method: "ATM",
    amount: 3000,
  });
  // The account ECPay issued for it, as PaymentInfoURL stores it (deadline: the end of 4 January, Taipei).
  db.prepare(
    `UPDATE donations SET atm_bank_code = '812', atm_v_account = '92115300001234', atm_expire_date = '2030/01/04',
       atm_expires_at = '2030-01-04T15:59:59.999Z' WHERE merchant_trade_no = ?`,
  ).run(rows.atm);
});

afterAll(() => {
  db.close();
  temp.remove();
});

/** The child's environment: no npm variables (the suite may run under `npm test`), only what the test sets. */
function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [ENTRY, ...args], {
    env: { PATH: process.env.PATH ?? "", CONTENT_DB: temp.file, ...env },
    encoding: "buffer",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.toString("utf8") };
}

function exported(args: string[]) {
  const result = run(args);
  expect(result.stderr).toMatch(/record\(s\)/);
  expect(result.status).toBe(0);
  const bytes = result.stdout;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parseCsv(bytes.toString("utf8").slice(1));
  expect(records[0]).toEqual(HEADER);
  return records.slice(1);
}

const tradeNumbers = (records: string[][]) => records.map((record) => record[0]);

describe("donations:export as a process", () => {
  it("writes UTF-8 CSV with a BOM, CRLF records and a Chinese header; times and words in Taipei Chinese", () => {
    const records = exported(["--from", "2030-01-01", "--to", "2030-01-01"]);
    const first = records.find((record) => record[0] === rows.firstOf2030);
    expect(first).toEqual([
      rows.firstOf2030,
      expect.stringMatching(/^2606\d{16}$/),
      "2030-01-01 00:00:00",
      "2030-01-01 00:00:00",
      "1200",
      "信用卡",
      "已付款",
      "捐款－一般捐款（不指定用途）",
      // The donor's "formula" arrives as text, inert.
      `'=HYPERLINK("http://evil.example","點此")`,
      "0912345678",
      "是",
      "林美華",
      "臺北市中正區重慶南路一段122號",
      "0223456789",
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
    const atm = records.find((record) => record[0] === rows.atm);
    expect(atm?.slice(2, 7)).toEqual(["2030-01-01 11:00:00", "2030-01-03 09:30:00", "3000", "ATM 轉帳", "已付款"]);
    expect(atm?.slice(15)).toEqual(["812", "92115300001234", "2030-01-04 23:59:59", "", ""]);
    const pending = records.find((record) => record[0] === rows.endOfJan1);
    expect(pending?.slice(1, 7)).toEqual(["", "2030-01-01 23:59:59", "", "1200", "信用卡", "待付款"]);
    expect(pending?.slice(10, 14)).toEqual(["否", "", "", ""]);
  });

  it("an erased donation keeps its trade numbers, dates, amount and state; its personal fields are empty", () => {
    const [erased] = exported(["--from", "2029-06-01", "--to", "2029-06-01"]);
    expect(erased).toEqual([
      rows.erased,
      expect.stringMatching(/^2606\d{16}$/),
      "2029-06-01 09:00:00",
      "2029-06-01 09:00:00",
      "1200",
      "信用卡",
      "已付款",
      "捐款－一般捐款（不指定用途）",
      "",
      "",
      "是",
      "",
      "",
      "",
      "2039-12-01 08:00:00",
      "",
      "",
      "",
      "",
      "",
    ]);
  });

  it("a Taipei day runs from its midnight to the next, inclusive of both --from and --to days", () => {
    expect(tradeNumbers(exported(["--from", "2030-01-01", "--to", "2030-01-01"]))).toEqual([
      rows.firstOf2030,
      rows.atm,
      rows.endOfJan1,
    ]);
    expect(tradeNumbers(exported(["--from", "2029-12-31", "--to", "2029-12-31"]))).toEqual([rows.lastOf2029]);
    expect(tradeNumbers(exported(["--from", "2030-01-02", "--to", "2030-01-02"]))).toEqual([rows.startOfJan2]);
    expect(exported(["--from", "2029-12-31", "--to", "2030-01-02"])).toHaveLength(5);
    expect(exported(["--from", "2031-01-01", "--to", "2031-12-31"])).toEqual([]);
  });

  it("filters by status, and by payment date with --by paid", () => {
    const range = ["--from", "2029-12-31", "--to", "2030-01-02"];
    expect(tradeNumbers(exported([...range, "--status", "pending"]))).toEqual([rows.endOfJan1]);
    const failed = exported([...range, "--status", "failed"]);
    expect(tradeNumbers(failed)).toEqual([rows.startOfJan2]);
    expect(failed[0]?.[6]).toBe("付款失敗");
    // Text with a leading "+", commas and quotes comes back whole.
    expect(failed[0]?.[9]).toBe("'+886912345678");
    expect(failed[0]?.[12]).toBe('臺北市, 中正區 "一" 號');
    expect(exported([...range, "--status", "paid"])).toHaveLength(3);
    expect(exported([...range, "--status", "expired"])).toEqual([]);
    // Paid on 3 January: in the payment-date export of that day, not of the day it was made.
    expect(tradeNumbers(exported(["--from", "2030-01-03", "--to", "2030-01-03", "--by", "paid"]))).toEqual([rows.atm]);
    expect(tradeNumbers(exported(["--from", "2030-01-01", "--to", "2030-01-01", "--by", "paid"]))).toEqual([
      rows.firstOf2030,
    ]);
  });

  it("--out writes the same bytes to a file readable by its owner only, and leaves no partial file", () => {
    const out = path.join(temp.dir, "donations.csv");
    const args = ["--from", "2029-12-31", "--to", "2030-01-02"];
    const result = run([...args, "--out", out]);
    expect(result.status).toBe(0);
    expect(result.stdout.length).toBe(0);
    expect(fs.readFileSync(out)).toEqual(run(args).stdout);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(temp.dir).filter((name) => name.includes("partial"))).toEqual([]);
  });

  it("refuses bad arguments with a message, the usage and exit code 2; --help is exit 0", () => {
    for (const args of [
      [],
      ["--from", "2030-02-30", "--to", "2030-03-01"],
      ["--from", "2030-02-01", "--to", "2030-01-01"],
      ["--from", "2030-01-01", "--to", "2030-01-31", "--status", "refunded"],
      ["--from", "2030-01-01", "--to", "2030-01-31", "--sheet"],
    ]) {
      const result = run(args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(/^donations:export: .+\n\nUsage: npm run donations:export/);
      expect(result.stdout.length).toBe(0);
    }
    const help = run(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout.toString("utf8")).toMatch(/^Usage: npm run donations:export[\s\S]*--status/);
  });

  it("refuses to write over the database it reads, by any name", () => {
    const size = fs.statSync(temp.file).size;
    const link = path.join(temp.dir, "also-the-database.db");
    fs.linkSync(temp.file, link);
    for (const out of [temp.file, `${temp.file}-wal`, path.join(temp.dir, ".", "content.db"), link]) {
      const result = run(["--from", "2030-01-01", "--to", "2030-01-01", "--out", out]);
      expect(result.status, out).toBe(2);
      expect(result.stderr).toMatch(/is the content database \(or its WAL\); refused/);
    }
    fs.rmSync(link);
    expect(fs.statSync(temp.file).size).toBe(size);
    expect(exported(["--from", "2030-01-01", "--to", "2030-01-01"])).toHaveLength(3);
  });

  it("under npm without --silent, refuses standard output (npm's banner would precede the CSV)", () => {
    const args = ["--from", "2030-01-01", "--to", "2030-01-01"];
    const underNpm = { npm_lifecycle_event: "donations:export", npm_config_loglevel: "notice" };
    const refused = run(args, underNpm);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/--out FILE, or npm run --silent donations:export/);
    expect(run(args, { ...underNpm, npm_config_loglevel: "silent" }).status).toBe(0);
    expect(run([...args, "--out", path.join(temp.dir, "npm.csv")], underNpm).status).toBe(0);
  });

  it("exit code 1 with a message for a missing database, a bad configuration or an unwritable output", () => {
    const missing = run(["--from", "2030-01-01", "--to", "2030-01-01"], { CONTENT_DB: path.join(temp.dir, "none.db") });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/no content database at .*none\.db \(CONTENT_DB\)/);
    expect(fs.existsSync(path.join(temp.dir, "none.db"))).toBe(false);
    const config = run(["--from", "2030-01-01", "--to", "2030-01-01"], { CONTENT_PORT: "http" });
    expect(config.status).toBe(1);
    expect(config.stderr).toMatch(/CONTENT_PORT must be a port number/);
    const out = path.join(temp.dir, "no-such-folder", "x.csv");
    const unwritable = run(["--from", "2030-01-01", "--to", "2030-01-01", "--out", out]);
    expect(unwritable.status).toBe(1);
    expect(unwritable.stderr).toMatch(/failed: .*ENOENT/);
  });

  it("reads while the service holds the database open and is writing (WAL)", () => {
    db.exec("BEGIN IMMEDIATE");
    try {
      insertDonation(db, { created_at: "2030-01-02T05:00:00.000Z" });
      // The uncommitted row is not seen; the committed ones are, and the export is not blocked.
      expect(exported(["--from", "2030-01-02", "--to", "2030-01-02"])).toHaveLength(1);
    } finally {
      db.exec("COMMIT");
    }
    expect(exported(["--from", "2030-01-02", "--to", "2030-01-02"])).toHaveLength(2);
  });
});
