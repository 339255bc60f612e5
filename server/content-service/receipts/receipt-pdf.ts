// Receipts as print-ready A4 PDF pages (pdfkit embeds only the glyphs used).
import PDFDocument from "pdfkit";
import { chineseCapitalAmount } from "./chinese-amount.js";
import type { Receipt } from "./receipt.js";
import { textRuns, type LoadedFont } from "./receipt-fonts.js";
import type { ReceiptSettings } from "./receipt-settings.js";

const MARGIN = 56;
const A4_WIDTH = 595.28;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 110;
/** An ideographic space: the gap between Chinese fields on one line. */
const GAP = "\u3000";

const figures = (amount: number): string => `NT$ ${amount.toLocaleString("en-US")} 元`;

export function reissueNote(receipt: Receipt): string | null {
  if (receipt.reissues === 0) return null;
  const what = receipt.reissueReason === "copy" ? "補發" : "更正";
  const why = receipt.reissueReason === "copy" ? "與原收據同號同內容" : "本收據取代先前開立之同號收據，原收據作廢";
  return `【${what}】第 ${receipt.reissues} 次重新開立（${receipt.reissuedOn ?? ""}）：${why}`;
}

/** The dates a receipt covers: the day paid, or each paid month of a yearly receipt. */
export function giftDates(receipt: Receipt): string {
  if (receipt.kind === "single") return receipt.gifts[0]?.date ?? "";
  const first = receipt.gifts[0]?.date ?? "";
  const last = receipt.gifts.at(-1)?.date ?? "";
  return `${first} 至 ${last}，共 ${receipt.gifts.length} 期（每月定期定額）`;
}

type Doc = InstanceType<typeof PDFDocument>;

function write(doc: Doc, fonts: readonly LoadedFont[], text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  const runs = textRuns(fonts, text === "" ? " " : text);
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 });
  });
}

function field(doc: Doc, fonts: readonly LoadedFont[], label: string, value: string): void {
  const y = doc.y;
  doc.fontSize(12).fillColor("#555555");
  write(doc, fonts, label, { width: LABEL_WIDTH });
  doc.x = MARGIN + LABEL_WIDTH;
  doc.y = y;
  doc.fillColor("#000000");
  write(doc, fonts, value, { width: CONTENT_WIDTH - LABEL_WIDTH });
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

function page(doc: Doc, fonts: readonly LoadedFont[], receipt: Receipt, settings: ReceiptSettings): void {
  doc.fontSize(18).fillColor("#000000");
  write(doc, fonts, settings.associationName, { align: "center", width: CONTENT_WIDTH });
  doc.fontSize(22).moveDown(0.2);
  write(doc, fonts, receipt.kind === "yearly" ? `${receipt.year} 年度捐款收據` : "捐款收據", {
    align: "center",
    width: CONTENT_WIDTH,
  });
  const note = reissueNote(receipt);
  if (note) {
    doc.fontSize(12).fillColor("#b00000").moveDown(0.3);
    write(doc, fonts, note, { align: "center", width: CONTENT_WIDTH });
  }
  doc.fillColor("#000000").fontSize(11).moveDown(0.6);
  write(doc, fonts, `收據編號：${receipt.number}${GAP}${GAP}開立日期：${receipt.issuedOn}`, {
    align: "right",
    width: CONTENT_WIDTH,
  });
  doc.moveDown(1);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4_WIDTH - MARGIN, doc.y)
    .stroke("#888888");
  doc.moveDown(1);

  field(doc, fonts, "捐款人（抬頭）", receipt.donor);
  field(doc, fonts, "捐款金額", figures(receipt.amount));
  field(doc, fonts, "金額大寫", chineseCapitalAmount(receipt.amount));
  field(doc, fonts, "捐款日期", giftDates(receipt));
  if (receipt.kind === "yearly") {
    doc.fontSize(10);
    for (const gift of receipt.gifts)
      write(doc, fonts, `第 ${gift.chargeNo ?? ""} 期${GAP}${gift.date}${GAP}${figures(gift.amount)}`, {
        indent: LABEL_WIDTH,
      });
    doc.fontSize(12).moveDown(0.6);
  }
  field(doc, fonts, "捐款用途", receipt.purpose);
  field(doc, fonts, "捐款編號", receipt.tradeNo);
  field(doc, fonts, "收據寄送地址", receipt.address);

  doc.moveDown(1);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4_WIDTH - MARGIN, doc.y)
    .stroke("#888888");
  doc.moveDown(0.8).fontSize(10);
  write(
    doc,
    fonts,
    `${settings.associationName}${GAP}立案字號：${settings.registrationNo}${GAP}統一編號：${settings.taxNo}`,
  );
  write(doc, fonts, `地址：${settings.address}${GAP}電話：${settings.phone}`);
  doc.moveDown(2).fontSize(12);
  write(doc, fonts, `經手人：＿＿＿＿＿＿＿＿${GAP.repeat(3)}協會印鑑：`, { width: CONTENT_WIDTH });
}

export function receiptsPdf(
  receipts: readonly Receipt[],
  settings: ReceiptSettings,
  fonts: readonly LoadedFont[],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `${settings.associationName} 捐款收據`, Producer: settings.associationName },
  });
  for (const font of fonts) doc.registerFont(font.name, font.data, font.postscriptName);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const receipt of receipts) {
    doc.addPage();
    page(doc, fonts, receipt, settings);
  }
  doc.end();
  return done;
}
