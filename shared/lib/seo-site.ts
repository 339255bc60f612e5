// The three areas' names and default descriptions for titles, descriptions and og:site_name, and
// how a page's address becomes absolute. See docs/seo.md.
import { isVideoUrl } from "./video-url.js";
import { canonicalSpelling, type QueryParam } from "./query-params.js";

export interface SeoArea {
  /** After 「頁名｜」 in titles, and og:site_name. */
  name: string;
  /** When the page's own content says too little. */
  description: string;
}

export const CORPORATE_AREA: SeoArea = {
  name: "恆岳集團",
  description:
    "恆岳集團提供家族資產規劃、保險保障、信託與稅務諮詢等專業服務，在全台設有據點，並長期透過恆心慈善協會投入公益慈善、社區關懷與人才培育。",
};

const CHARITY_DESCRIPTION =
  "了解協會的公益理念與最新消息，瀏覽歷年關懷與助學活動紀錄，並可透過線上信用卡或銀行轉帳捐款，支持弱勢家庭、長者照顧與偏鄉學童的長期陪伴。";

/** A charity's pages carry the charity's own name (or the association's while it is unknown). */
export function charityArea(charityName: string, fallbackName: string): SeoArea {
  return { name: charityName.trim() || fallbackName, description: CHARITY_DESCRIPTION };
}

export const HALLS_AREA_NAME = "佛堂與課程";
const HALLS_DESCRIPTION =
  "恆岳集團護持的佛堂與講堂介紹：明心佛堂、慧日佛堂、妙音講堂與淨蓮佛堂的環境照片、開設課程與課程時間表，歡迎大眾前來共修、聽經與參加各項佛學課程。";

/** Hall pages carry the hall's name, the others 佛堂與課程. */
export function hallsArea(hallName = ""): SeoArea {
  return { name: hallName.trim() || HALLS_AREA_NAME, description: HALLS_DESCRIPTION };
}

/** The share image when a page has none of its own (1200×630, the size link previews ask for). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/og-default.png", width: 1200, height: 630 } as const;

/** The root route's loader data: the public origin every absolute URL starts with. */
export const ROOT_ROUTE_ID = "root";
export interface SiteData {
  publicUrl: string;
}
export function isSiteData(value: unknown): value is SiteData {
  return typeof value === "object" && value !== null && "publicUrl" in value && typeof value.publicUrl === "string";
}

/** An absolute URL for a site-relative path; http(s) addresses stay as they are. */
export function absoluteUrl(publicUrl: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  return publicUrl + (address.startsWith("/") ? address : `/${address}`);
}

/**
 * The canonical address: this path with only the query parameters the page reads, in that order, each
 * written as its parser reads it (`?id=01` is `?id=1`), so tracking tags (?fbclid, ?utm_*), parameters
 * the page ignores and other spellings of one value do not split one page in two.
 */
export function canonicalUrl(publicUrl: string, pathname: string, search: string, keep: readonly QueryParam[]): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const param of keep) {
    const value = canonicalSpelling(param, given);
    if (value) kept.set(param.name, value);
  }
  const query = kept.toString();
  return publicUrl + pathname + (query ? `?${query}` : "");
}

/**
 * A page's own image for link previews: link preview crawlers do not draw SVG or play video, so
 * those give way to the default image.
 */
export function shareImage(address: string | null | undefined): string | null {
  if (!address || isVideoUrl(address)) return null;
  const path = address.replace(/[?#].*$/, "");
  return /\.svg$/i.test(path) ? null : address;
}
