// Writing a rendered page to the response: headers that keep shared caches away from the nonce,
// gzip from the precompressed pieces when the browser takes it.
import type { ServerResponse } from "node:http";
import { acceptedEncodings, type NegotiatingRequest } from "./accepted-encodings.js";
import type { CachedPage } from "./cached-page.js";

/** HTML carries a per-response nonce: browsers may keep it, no shared cache may. */
export const HTML_CACHE_CONTROL = "private, no-cache";

/** A stored page's answer for one request: its headers (name, value, name, value...) and body (none for HEAD). */
export interface StoredPageAnswer {
  headers: string[];
  body: Buffer | null;
}

export function storedPageAnswer(
  req: NegotiatingRequest & { method: string },
  page: CachedPage,
  nonce: string,
): StoredPageAnswer {
  const headers = [
    "content-type",
    "text/html; charset=utf-8",
    "cache-control",
    HTML_CACHE_CONTROL,
    "vary",
    "Accept-Encoding",
  ];
  const gzip = acceptedEncodings(req).gzip;
  // Already compressed: the compression middleware leaves a response with content-encoding alone.
  if (gzip) headers.push("content-encoding", "gzip");
  // A HEAD answer has the headers only, without a length (as Node answers a HEAD ended with a body).
  if (req.method === "HEAD") return { headers, body: null };
  const body = gzip ? page.gzip(nonce) : page.html(nonce);
  headers.push("content-length", String(body.length));
  return { headers, body };
}

export function sendCachedPage(
  req: NegotiatingRequest & { method: string },
  res: ServerResponse,
  page: CachedPage,
  nonce: string,
): void {
  const { headers, body } = storedPageAnswer(req, page, nonce);
  // A status of our own render (200 or 404): Express's checks in res.status() have nothing to catch.
  res.statusCode = page.status;
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] ?? "", headers[i + 1] ?? "");
  if (body) res.end(body);
  else res.end();
}

export function sendFetchResponse(res: ServerResponse, response: globalThis.Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  return response.text().then((body) => {
    res.end(body);
  });
}

export const SERVER_ERROR_PAGE =
  '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>Unexpected Application Error!</title></head>' +
  '<body><h1>Unexpected Application Error!</h1><p>頁面發生錯誤，請稍後再試。</p><p><a href="/">回到首頁</a></p></body></html>';

export function sendServerError(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.end(SERVER_ERROR_PAGE);
}
