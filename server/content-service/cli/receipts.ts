// `npm run receipts` (docs/donations.md, "Receipts"): numbers are given in one IMMEDIATE transaction, so two
// runs at once never share or skip one. Exit 0 written, 1 config/font/database/output failed, 2 usage.
import fs from "node:fs";
import path from "node:path";
import { loadContentConfig } from "../config.js";
import { openContentDb } from "../db/content-db.js";
import type { Receipt } from "../receipts/receipt.js";
import { parseReceiptArguments, RECEIPTS_USAGE, type ReceiptRequest } from "../receipts/receipt-arguments.js";
import { FontMissingError, loadReceiptFonts, uncoveredCharacters, type LoadedFont } from "../receipts/receipt-fonts.js";
import { receiptsPdf } from "../receipts/receipt-pdf.js";
import { receiptNumber } from "../receipts/receipt-period.js";
import { registerCsv } from "../receipts/receipt-register.js";
import { missingReceiptSettings, type ReceiptSettings } from "../receipts/receipt-settings.js";
import { issueReceipts, markCopy } from "../receipts/receipt-store.js";
import { CommandFailure, existingDatabase, runOperatorCommand, type Say } from "./operator-command.js";

/** Written beside its name and renamed; donors' data, so owner-only. */
function writePrivateFile(file: string, data: string | Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.writeFileSync(partial, data, { flag: "wx", mode: 0o600 });
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

function receiptsOf(dbFile: string, request: ReceiptRequest, now: Date) {
  const db = openContentDb(dbFile);
  try {
    if (request.copy && !markCopy(db, request.copy.year, request.copy.seq, now)) return null;
    return issueReceipts(db, request.period, now);
  } finally {
    db.close();
  }
}

function missingGlyphs(receipts: readonly Receipt[], fonts: readonly LoadedFont[], say: Say): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const receipt of receipts) {
    const chars = uncoveredCharacters(fonts, `${receipt.donor}${receipt.address}${receipt.purpose}`);
    if (chars.length === 0) continue;
    missing.set(receipt.number, chars);
    const named = chars.map((c) => `${c} (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()})`).join(", ");
    say(`${receipt.number} has characters the receipt fonts lack: ${named}; write them in by hand`);
  }
  return missing;
}

async function writeReceipts(request: ReceiptRequest, receipts: Receipt[], settings: ReceiptSettings, say: Say) {
  const fonts = loadReceiptFonts();
  const printable = receipts.filter((receipt) => !receipt.erased);
  const missing = missingGlyphs(printable, fonts, say);
  const out = path.resolve(request.out);
  fs.mkdirSync(out, { recursive: true, mode: 0o700 });
  for (const receipt of printable)
    writePrivateFile(path.join(out, `${receipt.number}.pdf`), await receiptsPdf([receipt], settings, fonts));
  if (request.copy) return;
  const label = `${request.period.year}${request.period.month ? `-${String(request.period.month).padStart(2, "0")}` : ""}`;
  writePrivateFile(path.join(out, `receipts-${label}.pdf`), await receiptsPdf(printable, settings, fonts));
  writePrivateFile(path.join(out, `register-${label}.csv`), registerCsv(receipts, missing));
}

await runOperatorCommand("receipts", RECEIPTS_USAGE, async (argv, say) => {
  const parsed = parseReceiptArguments(argv);
  if (parsed.kind === "help") return "help";
  const request = parsed.request;
  const config = loadContentConfig(process.env);
  const unset = missingReceiptSettings(config.receipts);
  if (unset.length > 0)
    throw new CommandFailure(`set ${unset.join(", ")} (the association's details every receipt prints)`);
  const issued = receiptsOf(existingDatabase(config.dbFile), request, new Date());
  if (issued === null)
    throw new CommandFailure(`no receipt ${receiptNumber(request.copy?.year ?? 0, request.copy?.seq ?? 0)}`);
  const chosen = request.copy
    ? issued.receipts.filter((r) => r.year === request.copy?.year && r.seq === request.copy.seq)
    : issued.receipts;
  await writeReceipts(request, chosen, config.receipts, say).catch((error: unknown) => {
    throw error instanceof FontMissingError ? new CommandFailure(error.message) : error;
  });
  const erased = chosen.filter((receipt) => receipt.erased).length;
  say(`${chosen.length} receipt(s), ${issued.numbered} newly numbered -> ${path.resolve(request.out)}`);
  if (erased > 0) say(`${erased} receipt(s) not printed: the donor's personal data was erased (retention)`);
  if (!issued.yearlyIssued && request.period.month === null && !request.copy)
    say(`monthly gifts' yearly receipts for ${request.period.year} are issued once the year is over`);
});
