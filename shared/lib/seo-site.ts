// Area names and default descriptions, absolute and canonical addresses (docs/seo.md).
import { isVideoUrl } from "./video-url.js";
import { canonicalSpelling, type QueryParam } from "./query-params.js";

export interface SeoArea {
  /** After 「頁名｜」 in titles, and og:site_name. */
  name: string;
  description: string;
}

export const CORPORATE_AREA: SeoArea = {
  name: "恆岳集團",
  description:
    "恆岳集團提供家族資產規劃、保險保障、信託與稅務諮詢等專業服務，在全台設有據點，並長期透過恆心慈善協會投入公益慈善、社區關懷與人才培育。",
};

const CHARITY_DESCRIPTION =
  "了解協會的公益理念與最新消息，瀏覽歷年關懷與助學活動紀錄，並可透過線上信用卡或銀行轉帳捐款，支持弱勢家庭、長者照顧與偏鄉學童的長期陪伴。";

export function charityArea(charityName: string, fallbackName: string): SeoArea {
  return { name: charityName.trim() || fallbackName, description: CHARITY_DESCRIPTION };
}

export const HALLS_AREA_NAME = "佛堂與課程";
const HALLS_DESCRIPTION =
  "恆岳集團護持的佛堂與講堂介紹：明心佛堂、慧日佛堂、妙音講堂與淨蓮佛堂的環境照片、開設課程與課程時間表，歡迎大眾前來共修、聽經與參加各項佛學課程。";

export function hallsArea(hallName = ""): SeoArea {
  return { name: hallName.trim() || HALLS_AREA_NAME, description: HALLS_DESCRIPTION };
}

/** The share image when a page has none of its own (1200×630, the size link previews ask for). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/og-default.png", width: 1200, height: 630 } as const;

export const ROOT_ROUTE_ID = "root";
export interface SiteData {
  publicUrl: string;
}
export function isSiteData(value: unknown): value is SiteData {
  return typeof value === "object" && value !== null && "publicUrl" in value && typeof value.publicUrl === "string";
}

export function absoluteUrl(publicUrl: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  return publicUrl + (address.startsWith("/") ? address : `/${address}`);
}

/** Only the parameters the page reads, as its parser reads them, so ?utm_* or `?id=01` do not split a page. */
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

/** Link preview crawlers do not draw SVG or play video: those give way to the default image. */
export function shareImage(address: string | null | undefined): string | null {
  if (!address || isVideoUrl(address)) return null;
  const path = address.replace(/[?#].*$/, "");
  return /\.svg$/i.test(path) ? null : address;
}
