import { describe, expect, it } from "vitest";
import type { Receipt } from "../../../server/content-service/receipts/receipt.js";
import { loadReceiptFonts, PRIMARY_FONT } from "../../../server/content-service/receipts/receipt-fonts.js";
import { receiptsPdf } from "../../../server/content-service/receipts/receipt-pdf.js";
import type { ReceiptSettings } from "../../../server/content-service/receipts/receipt-settings.js";
import { readPdf, squeezed } from "./pdf-text.js";

const SETTINGS: ReceiptSettings = {
  associationName: "社團法人臺灣慈心協會",
  registrationNo: "台內社字第1234567號",
  taxNo: "12345678",
  address: "臺北市中正區公園路1號",
  phone: "(02)2345-6789",
};
const single: Receipt = {
  number: "2026-00007",
  year: 2026,
  seq: 7,
  kind: "single",
  tradeNo: "DN26112800000012",
  donor: "吉田𠮷子",
  address: "臺中市西屯區臺灣大道三段99號",
  purpose: "一般捐款(不指定用途)",
  amount: 1200,
  gifts: [{ date: "2026-11-03", amount: 1200, chargeNo: null }],
  issuedOn: "2026-11-30",
  reissues: 0,
  reissueReason: null,
  reissuedOn: null,
  erased: false,
};
const yearly: Receipt = {
  ...single,
  number: "2026-00008",
  seq: 8,
  kind: "yearly",
  donor: "王小明",
  purpose: "喪葬專戶(不指定個案)",
  amount: 1500,
  gifts: [
    { date: "2026-10-05", amount: 500, chargeNo: 1 },
    { date: "2026-11-05", amount: 500, chargeNo: 2 },
    { date: "2026-12-05", amount: 500, chargeNo: 3 },
  ],
  reissues: 2,
  reissueReason: "correction",
  reissuedOn: "2027-01-20",
};

describe("receiptsPdf", () => {
  it("prints every field of each receipt on its own A4 page, readable by a PDF reader", async () => {
    const fonts = loadReceiptFonts(PRIMARY_FONT, []);
    const pages = await readPdf(await receiptsPdf([single, yearly], SETTINGS, fonts));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(595.28, 1);
      expect(page.height).toBeCloseTo(841.89, 1);
      for (const value of [
        SETTINGS.associationName,
        SETTINGS.registrationNo,
        SETTINGS.taxNo,
        SETTINGS.address,
        SETTINGS.phone,
      ])
        expect(squeezed(page.text)).toContain(squeezed(value));
    }
    const [first = "", second = ""] = pages.map((page) => squeezed(page.text));
    for (const value of [
      "捐款收據",
      "2026-00007",
      "吉田𠮷子",
      "NT$1,200元",
      "新臺幣壹仟貳佰元整",
      "2026-11-03",
      "一般捐款(不指定用途)",
      "DN26112800000012",
      "臺中市西屯區臺灣大道三段99號",
    ])
      expect(first).toContain(value);
    expect(first).not.toContain("更正");
    for (const value of [
      "2026年度捐款收據",
      "2026-00008",
      "王小明",
      "NT$1,500元",
      "新臺幣壹仟伍佰元整",
      "2026-10-05至2026-12-05，共3期",
      "第3期2026-12-05NT$500元",
      "喪葬專戶(不指定個案)",
      "【更正】第2次重新開立（2027-01-20）",
    ])
      expect(second).toContain(value);
  });
});
