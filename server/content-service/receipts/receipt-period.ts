// A receipts run's period as UTC instants that compare with the stored paid_at as text.

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

export interface ReceiptPeriod {
  year: number;
  month: number | null;
  /** [start, end) and [yearStart, yearEnd) as ISO 8601 UTC instants; yearly receipts wait for yearEnd. */
  start: string;
  end: string;
  yearStart: string;
  yearEnd: string;
}

const taipeiMidnight = (year: number, month0: number): string =>
  new Date(Date.UTC(year, month0, 1) - TAIPEI_OFFSET_MS).toISOString();

export function receiptPeriod(year: number, month: number | null = null): ReceiptPeriod {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`year out of range (${year})`);
  if (month !== null && (!Number.isInteger(month) || month < 1 || month > 12))
    throw new RangeError(`month out of range (${month})`);
  return {
    year,
    month,
    start: taipeiMidnight(year, month === null ? 0 : month - 1),
    end: taipeiMidnight(year, month === null ? 12 : month),
    yearStart: taipeiMidnight(year, 0),
    yearEnd: taipeiMidnight(year, 12),
  };
}

export function taipeiDay(stored: string): string {
  return new Date(new Date(stored).getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The printed receipt number: 2026-00042. */
export function receiptNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(5, "0")}`;
}
