// Date display: the spec shows every date as yyyy-MM-dd.

/**
 * yyyy-MM-dd for a `yyyy-MM-dd` string or an ISO 8601 date-time. A date-time is shown in
 * Taiwan time (UTC+8), so server and browser agree whatever their own time zone is.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (plain) return value.trim();
  const time = Date.parse(value);
  if (Number.isNaN(time)) return "";
  const taipei = new Date(time + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${taipei.getUTCFullYear()}-${pad(taipei.getUTCMonth() + 1)}-${pad(taipei.getUTCDate())}`;
}

/** "start ~ end", either side may be missing. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from && to) return `${from} ~ ${to}`;
  return from || to;
}
