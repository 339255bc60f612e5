// CSV as spreadsheets open it (docs/donation-records.md): UTF-8 with a byte-order mark (Excel reads the
// file as UTF-8 only with it, else Chinese turns to mojibake), CRLF line ends, RFC 4180 quoting, and
// text that a spreadsheet would run as a formula made inert.

/** Excel's cue that the file is UTF-8. */
export const CSV_BOM = "\uFEFF";
export const CSV_LINE_END = "\r\n";

export type CsvCell = string | number | null;

/**
 * A leading = + - @ makes Excel, LibreOffice and Google Sheets read the cell as a formula
 * (`=HYPERLINK("http://evil", "點此")` in a donor's name would become a live link, `=cmd|…` worse);
 * a leading TAB or CR hides such a character from a naive check. A single quote in front makes the
 * cell plain text. Their full-width forms (＝＋－＠), which Chinese input methods type, get the same
 * prefix as a precaution against spreadsheets that fold full-width input to ASCII; no name or address
 * starts with one, so nothing honest is changed.
 * Numbers we write ourselves (amounts) are not text.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, RFC 4180: quoted when it holds a quote, a comma or a line break; quotes doubled. */
export function csvField(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = inertText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(",") + CSV_LINE_END;
}
