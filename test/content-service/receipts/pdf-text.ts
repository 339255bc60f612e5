// Test helper: a PDF read back by a real reader (pdf.js): each page's text and size in points.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfPage {
  text: string;
  width: number;
  height: number;
}

export async function readPdf(data: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    pages.push({ text, width: x1 - x0, height: y1 - y0 });
  }
  await pdf.destroy();
  return pages;
}

/** Text as compared in tests: the reader's spacing between runs is not the receipt's. */
export const squeezed = (text: string): string => text.replace(/\s+/g, "");
