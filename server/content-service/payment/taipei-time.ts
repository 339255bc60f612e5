// Taiwan time (UTC+8, no daylight saving).

const OFFSET_MS = 8 * 3_600_000;
const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

function parts(date: Date) {
  const t = new Date(date.getTime() + OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: pad(t.getUTCMonth() + 1),
    day: pad(t.getUTCDate()),
    hour: pad(t.getUTCHours()),
    minute: pad(t.getUTCMinutes()),
    second: pad(t.getUTCSeconds()),
  };
}

/** yyyy/MM/dd HH:mm:ss (ECPay MerchantTradeDate, PaymentDate). */
export function ecpayDateTime(date: Date): string {
  const p = parts(date);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export function taipeiIso(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+08:00`;
}

/** yyMMddHHmmss, used inside order numbers. */
export function compactStamp(date: Date): string {
  const p = parts(date);
  return `${String(p.year).slice(-2)}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}
