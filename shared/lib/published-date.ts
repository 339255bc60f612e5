// datePublished under whichever name real backends use (docs/seo.md, JSON-LD).

/** Most specific first, compared without case, "_" or "-"; these backends publish content as it is made. */
const DATE_FIELDS = [
  "datepublished",
  "publisheddate",
  "publishdate",
  "publishedat",
  "publishedtime",
  "publishtime",
  "postdate",
  "posttime",
  "date",
  "createdate",
  "createddate",
  "createtime",
  "createdtime",
  "createdat",
];

const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
// yyyy-MM-dd, "T" or a space, HH:mm with optional seconds and fraction, optional Z or offset.
const DATE_TIME =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (value: string) => value.padStart(2, "0");

function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "+08" or "+0800" as "+08:00"; Z stays Z. */
function offsetOf(raw: string): string | null {
  if (raw.toUpperCase() === "Z") return "Z";
  const digits = raw.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || "0");
  if (hours > 14 || minutes > 59) return null;
  return `${raw[0] ?? "+"}${digits.slice(0, 2)}:${pad(String(minutes))}`;
}

/** A date-time without an offset (as SQL writes it) is Taipei time, where the site and its backend are. */
export function isoDate(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = value.trim();
  const date = DATE.exec(text);
  if (date) {
    const [, year = "", month = "", day = ""] = date;
    return realDate(Number(year), Number(month), Number(day)) ? `${year}-${pad(month)}-${pad(day)}` : "";
  }
  const time = DATE_TIME.exec(text);
  if (!time) return "";
  const [, year = "", month = "", day = "", hour = "", minute = "", second = "00", zone] = time;
  if (!realDate(Number(year), Number(month), Number(day))) return "";
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return "";
  const offset = zone === undefined ? "+08:00" : offsetOf(zone);
  if (offset === null) return "";
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${minute}:${second}${offset}`;
}

const keyOf = (name: string) => name.toLowerCase().replace(/[-_]/g, "");

export function publishedDate(record: Readonly<Record<string, unknown>>): string {
  const byKey = new Map<string, unknown>();
  for (const [name, value] of Object.entries(record)) {
    const key = keyOf(name);
    if (!byKey.has(key)) byKey.set(key, value);
  }
  for (const field of DATE_FIELDS) {
    const date = isoDate(byKey.get(field));
    if (date) return date;
  }
  return "";
}
