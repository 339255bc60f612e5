// Writing a rendered page to the response: headers that keep shared caches away from the nonce,
// gzip from the precompressed pieces when the browser takes it.
import type { Request, Response } from "express";
import { acceptedEncodings } from "./accepted-encodings.js";
import type { CachedPage } from "./cached-page.js";

/** HTML carries a per-response nonce: browsers may keep it, no shared cache may. */
export const HTML_CACHE_CONTROL = "private, no-cache";

export function sendCachedPage(req: Request, res: Response, page: CachedPage, nonce: string): void {
  res.status(page.status);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", HTML_CACHE_CONTROL);
  res.setHeader("vary", "Accept-Encoding");
  if (acceptedEncodings(req).gzip) {
    // Already compressed: the compression middleware leaves a response with content-encoding alone.
    res.setHeader("content-encoding", "gzip");
    res.end(page.gzip(nonce));
  } else {
    res.end(page.html(nonce));
  }
}

export function sendFetchResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  return response.text().then((body) => {
    res.end(body);
  });
}

export const SERVER_ERROR_PAGE =
  '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>Unexpected Application Error!</title></head>' +
  '<body><h1>Unexpected Application Error!</h1><p>頁面發生錯誤，請稍後再試。</p><p><a href="/">回到首頁</a></p></body></html>';

export function sendServerError(res: Response): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.end(SERVER_ERROR_PAGE);
}
