// ECPay's ATM ExpireDate ("yyyy/MM/dd", Taiwan time, sometimes with " HH:mm:ss"): a date alone runs to day's end.

const OFFSET_MS = 8 * 3_600_000;
const FORMAT = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

export function atmDeadline(expireDate: string): Date | null {
  const match = FORMAT.exec(expireDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasTime = match[4] !== undefined;
  const [hour, minute, second] = hasTime ? [Number(match[4]), Number(match[5]), Number(match[6])] : [23, 59, 59];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  // Date.UTC rolls 2026/02/30 over into March: refuse what does not come back unchanged.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - OFFSET_MS + (hasTime ? 0 : 999));
}
