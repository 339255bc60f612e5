// The built `npm run receipts` entry (dist/server/content-service/receipts.js, made by the tests' global
// build) run as a process on a temporary database: the PDFs read back by pdf.js, the register, the file
// modes, re-runs, a copy, and two processes numbering one year at once (the same run twice; a month's run
// and the year's).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile } from "../content-test-service.js";
import { parseCsv } from "../csv-records.js";
import { insertDonation } from "../donation-rows.js";
import { readPdf, squeezed } from "../receipts/pdf-text.js";
import { insertMandate } from "../receipts/receipt-rows.js";
import { receiptNumber } from "../../../server/content-service/receipts/receipt-period.js";

const ENTRY = path.resolve("dist/server/content-service/receipts.js");
const SETTINGS = {
  RECEIPT_ASSOCIATION_NAME: "社團法人臺灣慈心協會",
  RECEIPT_REGISTRATION_NO: "台內社字第1234567號",
  RECEIPT_TAX_NO: "12345678",
  RECEIPT_ADDRESS: "臺北市中正區公園路1號",
  RECEIPT_PHONE: "(02)2345-6789",
};

let temp: ReturnType<typeof tempDbFile>;
let db: ContentDb;
let mandate = "";
const gifts: Record<string, string> = {};

beforeAll(() => {
  temp = tempDbFile();
  db = openContentDb(temp.file);
  gifts.yoshi = insertDonation(db, {
    paid_at: "2025-03-01T02:00:00.000Z",
    receipt_name: "吉田𠮷子",
    receipt_address: "臺中市西屯區臺灣大道三段99號",
  }).merchant_trade_no;
  // 𰀀 (U+30000, CJK Extension G) is in no font the receipts use (Noto CJK, Hanazono).
  gifts.biang = insertDonation(db, {
    paid_at: "2025-11-10T02:00:00.000Z",
    receipt_name: "𰀀先生",
    amount: 100500,
  }).merchant_trade_no;
  insertDonation(db, { paid_at: "2025-11-11T02:00:00.000Z", need_receipt: 0, receipt_name: null });
  mandate = insertMandate(db, { amount: 300, receipt_name: "王小明", item_name: "捐款－喪葬專戶(不指定個案)" }, [
    "2025-10-03T01:00:00.000Z",
    "2025-11-03T01:00:00.000Z",
    "2025-12-03T01:00:00.000Z",
  ]);
});
afterAll(() => {
  db.close();
  temp.remove();
});

function run(args: string[], file = temp.file) {
  const result = spawnSync(process.execPath, [ENTRY, ...args], {
    env: { PATH: process.env.PATH ?? "", CONTENT_DB: file, ...SETTINGS },
    encoding: "utf8",
  });
  return { status: result.status, stderr: result.stderr };
}

const register = (file: string) => parseCsv(fs.readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe("npm run receipts", () => {
  // Each PDF file takes about two seconds on a busy two-core host (the CJK font is parsed per document).
  it(
    "writes the year's receipts as A4 PDFs, one file and one per receipt, with the register",
    { timeout: 180_000 },
    async () => {
      const out = path.join(temp.dir, "2025");
      const result = run(["--year", "2025", "--out", out]);
      expect(result.stderr).toContain("3 receipt(s), 3 newly numbered");
      expect(result.stderr).toMatch(/2025-00002 has characters the receipt fonts lack: 𰀀 \(U\+30000\)/);
      expect(result.status).toBe(0);
      expect(fs.readdirSync(out).sort()).toEqual([
        "2025-00001.pdf",
        "2025-00002.pdf",
        "2025-00003.pdf",
        "receipts-2025.pdf",
        "register-2025.csv",
      ]);
      for (const name of fs.readdirSync(out)) expect(modeOf(path.join(out, name))).toBe(0o600);
      expect(modeOf(out)).toBe(0o700);

      const combined = await readPdf(fs.readFileSync(path.join(out, "receipts-2025.pdf")));
      expect(combined).toHaveLength(3);
      for (const page of combined) {
        expect([page.width, page.height].map((n) => n.toFixed(2))).toEqual(["595.28", "841.89"]);
        for (const value of Object.values(SETTINGS)) expect(squeezed(page.text)).toContain(squeezed(value));
      }
      const [one] = await readPdf(fs.readFileSync(path.join(out, "2025-00001.pdf")));
      for (const value of ["2025-00001", "吉田𠮷子", "NT$1,200元", "新臺幣壹仟貳佰元整", "2025-03-01"])
        expect(squeezed(one?.text ?? "")).toContain(value);
      for (const value of ["一般捐款", gifts.yoshi ?? "", "臺中市西屯區臺灣大道三段99號"])
        expect(squeezed(one?.text ?? "")).toContain(squeezed(value));
      const [yearly] = await readPdf(fs.readFileSync(path.join(out, "2025-00003.pdf")));
      for (const value of ["2025年度捐款收據", "王小明", "NT$900元", "新臺幣玖佰元整", "2025-10-03至2025-12-03，共3期"])
        expect(squeezed(yearly?.text ?? "")).toContain(value);
      expect(squeezed(yearly?.text ?? "")).toContain("喪葬專戶(不指定個案)");
      expect(squeezed(yearly?.text ?? "")).toContain(mandate);

      const rows = register(path.join(out, "register-2025.csv"));
      expect(rows.map((row) => [row[0], row[1], row[3], row[4], row[12]])).toEqual([
        ["收據編號", "種類", "捐款人（抬頭）", "金額", "字型缺字"],
        ["2025-00001", "單筆收據", "吉田𠮷子", "1200", ""],
        ["2025-00002", "單筆收據", "𰀀先生", "100500", "𰀀"],
        ["2025-00003", "年度收據", "王小明", "900", ""],
      ]);
      expect(rows[2]?.[5]).toBe("新臺幣壹拾萬零伍佰元整");
    },
  );

  it(
    "gives the same numbers again, and reissues a corrected or lost receipt under its number",
    { timeout: 180_000 },
    async () => {
      const out = path.join(temp.dir, "2025-11");
      expect(run(["--month", "2025-11", "--out", out]).stderr).toContain("1 receipt(s), 0 newly numbered");
      expect(register(path.join(out, "register-2025-11.csv")).map((row) => row[0])).toEqual(["收據編號", "2025-00002"]);

      db.prepare("UPDATE donations SET receipt_name = '陳先生' WHERE merchant_trade_no = ?").run(gifts.biang);
      expect(run(["--month", "2025-11", "--out", out]).status).toBe(0);
      const [corrected] = await readPdf(fs.readFileSync(path.join(out, "2025-00002.pdf")));
      expect(squeezed(corrected?.text ?? "")).toContain("陳先生");
      expect(squeezed(corrected?.text ?? "")).toContain("【更正】第1次重新開立");

      const copy = path.join(temp.dir, "copy");
      expect(run(["--copy", "2025-00001", "--out", copy]).status).toBe(0);
      expect(fs.readdirSync(copy)).toEqual(["2025-00001.pdf"]);
      const [lost] = await readPdf(fs.readFileSync(path.join(copy, "2025-00001.pdf")));
      expect(squeezed(lost?.text ?? "")).toContain("【補發】第1次重新開立");
      expect(squeezed(lost?.text ?? "")).toContain("吉田𠮷子");
      expect(run(["--copy", "2025-00099", "--out", copy])).toMatchObject({ status: 1 });
    },
  );

  it("refuses bad arguments and missing settings", { timeout: 60_000 }, () => {
    expect(run(["--year", "25"]).status).toBe(2);
    expect(run(["--year", "2025", "--month", "2025-01"]).status).toBe(2);
    const unset = spawnSync(process.execPath, [ENTRY, "--year", "2025"], {
      env: { PATH: process.env.PATH ?? "", CONTENT_DB: temp.file },
      encoding: "utf8",
    });
    expect(unset.status).toBe(1);
    expect(unset.stderr).toContain("RECEIPT_ASSOCIATION_NAME");
  });
});

describe("two receipts runs at once", () => {
  it("give each gift one number, the numbers 1..n with none shared or skipped", { timeout: 240_000 }, async () => {
    const other = tempDbFile();
    const shared = openContentDb(other.file);
    const count = 8;
    for (let i = 0; i < count; i += 1)
      insertDonation(shared, { paid_at: new Date(Date.UTC(2025, 0, 2) + i * 3_600_000).toISOString() });
    shared.close();
    const runOnce = (out: string) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, [ENTRY, "--year", "2025", "--out", out], {
          env: { PATH: process.env.PATH ?? "", CONTENT_DB: other.file, ...SETTINGS },
          stdio: "ignore",
        });
        child.on("exit", resolve);
      });
    const outs = [path.join(other.dir, "a"), path.join(other.dir, "b")];
    expect(await Promise.all(outs.map(runOnce))).toEqual([0, 0]);

    const check = openContentDb(other.file);
    const rows = check
      .prepare<[], { seq: number; donation_id: number }>("SELECT seq, donation_id FROM receipts ORDER BY seq")
      .all();
    check.close();
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.donation_id)).size).toBe(count);
    const [a, b] = outs.map((out) => register(path.join(out, "register-2025.csv")).map((row) => `${row[0]} ${row[8]}`));
    expect(a).toEqual(b);
    other.remove();
  });

  // Issue 45: the accountant's month run and the year's run started together, with monthly givers' yearly
  // receipts in the same sequence: whichever takes the lock first, the numbers come out the same.
  it(
    "a month's run and the year's run: one number per gift and per giver's year, 1..n, in the order paid",
    { timeout: 240_000 },
    async () => {
      const other = tempDbFile();
      const shared = openContentDb(other.file);
      const paid = ["2025-02-03", "2025-05-20", "2025-06-02", "2025-06-28", "2025-09-09", "2025-12-30"];
      const singles = paid.map((day) => insertDonation(shared, { paid_at: `${day}T02:00:00.000Z` }).merchant_trade_no);
      const givers = [
        insertMandate(shared, { amount: 500 }, ["2025-03-01T01:00:00.000Z", "2025-04-01T01:00:00.000Z"]),
        insertMandate(shared, { amount: 300 }, ["2025-07-01T01:00:00.000Z", "2025-08-01T01:00:00.000Z"]),
      ];
      shared.close();
      const runOnce = (args: string[]) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [ENTRY, ...args], {
            env: { PATH: process.env.PATH ?? "", CONTENT_DB: other.file, ...SETTINGS },
            stdio: "ignore",
          });
          child.on("exit", resolve);
        });
      const [month, year] = [path.join(other.dir, "month"), path.join(other.dir, "year")];
      const runs = [runOnce(["--month", "2025-06", "--out", month]), runOnce(["--year", "2025", "--out", year])];
      expect(await Promise.all(runs)).toEqual([0, 0]);

      const check = openContentDb(other.file);
      const numbered = check
        .prepare<[], { seq: number; trade_no: string }>(
          `SELECT r.seq, COALESCE(d.merchant_trade_no, m.merchant_trade_no) AS trade_no FROM receipts r
           LEFT JOIN donations d ON d.id = r.donation_id LEFT JOIN donation_mandates m ON m.id = r.mandate_id
           WHERE r.year = 2025 ORDER BY r.seq`,
        )
        .all();
      check.close();
      expect(numbered.map((row) => row.seq)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
      expect(numbered.map((row) => row.trade_no)).toEqual([...singles, ...givers]);
      const numbers = (out: string, label: string) =>
        register(path.join(out, `register-${label}.csv`))
          .slice(1)
          .map((row) => row[0]);
      expect(numbers(year, "2025")).toEqual(numbered.map((row) => receiptNumber(2025, row.seq)));
      expect(numbers(month, "2025-06")).toEqual(["2025-00003", "2025-00004"]);
      other.remove();
    },
  );
});
