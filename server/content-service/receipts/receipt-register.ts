// The accountant's register of receipts (docs/donation-records.md, "Receipts"), in the export's CSV form.
import { CSV_BOM, csvLine, type CsvCell } from "../cli/csv-text.js";
import { chineseCapitalAmount } from "./chinese-amount.js";
import type { Receipt } from "./receipt.js";
import { giftDates } from "./receipt-pdf.js";

export const REGISTER_HEADER = [
  "收據編號",
  "種類",
  "開立日期",
  "捐款人（抬頭）",
  "金額",
  "金額大寫",
  "捐款日期",
  "捐款用途",
  "捐款編號",
  "收據寄送地址",
  "重新開立次數",
  "最近重新開立",
  "字型缺字",
  "備註",
] as const;

const REISSUES = { correction: "更正", copy: "補發" } as const;

function registerCells(receipt: Receipt, missing: readonly string[]): CsvCell[] {
  const last = receipt.reissueReason ? `${REISSUES[receipt.reissueReason]} ${receipt.reissuedOn ?? ""}` : null;
  return [
    receipt.number,
    receipt.kind === "yearly" ? "年度收據" : "單筆收據",
    receipt.issuedOn,
    receipt.donor,
    receipt.amount,
    chineseCapitalAmount(receipt.amount),
    giftDates(receipt),
    receipt.purpose,
    receipt.tradeNo,
    receipt.address,
    receipt.reissues,
    last,
    missing.join(" "),
    receipt.erased ? "捐款人個資已依保存期限刪除，不再列印" : null,
  ];
}

export function registerCsv(receipts: readonly Receipt[], missing: ReadonlyMap<string, readonly string[]>): string {
  return (
    CSV_BOM +
    csvLine(REGISTER_HEADER) +
    receipts.map((receipt) => csvLine(registerCells(receipt, missing.get(receipt.number) ?? []))).join("")
  );
}
