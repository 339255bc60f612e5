import { expect, it } from "vitest";
import type { Receipt } from "../../../../server/content-service/receipts/receipt.js";
import { REGISTER_HEADER, registerCsv } from "../../../../server/content-service/receipts/receipt-register.js";

const SINGLE: Receipt = {
  number: "2026-000001",
  year: 2026,
  seq: 1,
  kind: "single",
  tradeNo: "D20260101000000ABCD",
  donor: "王小明",
  address: "臺北市中正區重慶南路一段122號",
  purpose: "助養",
  amount: 1200,
  gifts: [{ date: "2026-01-05", amount: 1200, chargeNo: null }],
  issuedOn: "2026-01-06",
  reissues: 0,
  reissueReason: null,
  reissuedOn: null,
  erased: false,
};
const YEARLY: Receipt = {
  ...SINGLE,
  number: "2026-000002",
  seq: 2,
  kind: "yearly",
  donor: "=HYPERLINK()",
  amount: 1000,
  gifts: [
    { date: "2026-01-05", amount: 500, chargeNo: 1 },
    { date: "2026-02-05", amount: 500, chargeNo: 2 },
  ],
  reissues: 1,
  reissueReason: "correction",
  reissuedOn: "2026-03-01",
  erased: true,
};

const rows = (csv: string) =>
  csv
    .slice(1)
    .split("\r\n")
    .slice(0, -1)
    .map((line) => line.split(","));

it("opens with a BOM and the header, one line per receipt", () => {
  const csv = registerCsv([SINGLE, YEARLY], new Map());
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(rows(csv)).toHaveLength(3);
  expect(rows(csv)[0]).toEqual([...REGISTER_HEADER]);
});

it("writes a single receipt's cells in the header's order", () => {
  const [, single] = rows(registerCsv([SINGLE], new Map([["2026-000001", ["峯", "堃"]]])));
  expect(single).toEqual([
    "2026-000001",
    "單筆收據",
    "2026-01-06",
    "王小明",
    "1200",
    "新臺幣壹仟貳佰元整",
    "2026-01-05",
    "助養",
    "D20260101000000ABCD",
    "臺北市中正區重慶南路一段122號",
    "0",
    "",
    "峯 堃",
    "",
  ]);
});

it("names a yearly receipt's months, its last reissue and its erasure, with formulas made inert", () => {
  const [, yearly] = rows(registerCsv([YEARLY], new Map()));
  expect(yearly).toMatchObject({
    1: "年度收據",
    3: "'=HYPERLINK()",
    6: "2026-01-05 至 2026-02-05，共 2 期（每月定期定額）",
    10: "1",
    11: "更正 2026-03-01",
    13: "捐款人個資已依保存期限刪除，不再列印",
  });
});
