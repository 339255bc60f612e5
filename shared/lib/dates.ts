// The spec's yyyy-MM-dd; a date-time in Taiwan time so server and browser agree whatever their zone.
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

export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from && to) return `${from} ~ ${to}`;
  return from || to;
}
