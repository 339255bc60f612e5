// The one writer of error and refusal bodies: a small Traditional Chinese page for visitors,
// `{ "message": … }` for /api and /media callers. Never cached.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isProxiedTarget } from "./path-prefixes.js";
import { escapeHtml } from "../../../shared/lib/html-escape.js";

export const STATUS_MESSAGES = {
  badTarget: "錯誤的請求路徑",
  methodNotAllowed: "此頁面不接受這種請求",
  unsupportedType: "不支援的表單格式，請由網站上的表單送出",
  unreadableForm: "無法讀取表單內容，請重新送出",
  lengthRequired: "請提供 Content-Length",
  tooLarge: "請求內容過大",
  bodyTimeout: "傳送時間過長，請重新送出",
  serverError: "頁面發生錯誤，請稍後再試。",
  busy: "伺服器忙碌中，請稍後再試",
} as const;

const TITLES: Record<number, string> = {
  400: "無法處理此請求",
  404: "找不到此頁面",
  405: "不支援的請求方法",
  408: "請求逾時",
  411: "缺少內容長度",
  413: "請求內容過大",
  415: "不支援的內容格式",
  429: "請求次數過多",
  500: "伺服器發生錯誤",
  503: "服務暫時無法使用",
};

export interface PageExtras {
  note?: string;
  link?: { href: string; text: string };
}

export function statusPage(status: number, message: string, { note, link }: PageExtras = {}): string {
  const title = escapeHtml(TITLES[status] ?? "無法處理此請求");
  const { href, text } = link ?? { href: "/", text: "回到首頁" };
  return (
    '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title></head><body><h1>${title}</h1><p>${escapeHtml(message)}</p>` +
    (note ? `<p>${escapeHtml(note)}</p>` : "") +
    `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p></body></html>`
  );
}

/** JSON under /api and /media, a page elsewhere; once an answer has begun, the connection is closed. */
export function sendStatusPage(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  extras?: PageExtras,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader("cache-control", "no-store");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (isProxiedTarget((req.originalUrl ?? req.url ?? "").toLowerCase())) {
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ message }));
  } else {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(req.method === "HEAD" ? undefined : statusPage(status, message, extras));
  }
}
