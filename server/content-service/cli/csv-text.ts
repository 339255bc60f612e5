// CSV as spreadsheets open it, formulas made inert (docs/donation-records.md).

export const CSV_BOM = "\uFEFF";
export const CSV_LINE_END = "\r\n";

export type CsvCell = string | number | null;

/** Why each character (full-width forms included): docs/donation-records.md, "Formulas are made inert". */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = inertText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(",") + CSV_LINE_END;
}
