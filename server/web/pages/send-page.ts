// Writing a page to the response. A stored 200 page is public (any cache may keep it for the fresh
// time and serve it stale while it revalidates), with a strong ETag per encoding and 304 for a client
// that has it; everything else (404 and error pages, degraded or live renders, POST answers, personal
// pages) is one visitor's: private, no-store.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Config } from "../config.js";
import { storedEncoding } from "./accepted-encodings.js";
import { noneMatchHits } from "./conditional-request.js";
import type { StoredPage } from "./stored-page.js";

export const PRIVATE_NO_STORE = "private, no-store";
/** A day: how long a cache may keep serving a stored page while this server answers errors. */
const STALE_IF_ERROR_S = 86_400;

/** The Cache-Control of a public page, from CONTENT_TTL_MS and CONTENT_STALE_MS. */
export function publicPageCacheControl(config: Pick<Config, "contentTtlMs" | "contentStaleMs">): string {
  const fresh = Math.floor(config.contentTtlMs / 1000);
  const stale = Math.floor(config.contentStaleMs / 1000);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}, stale-if-error=${STALE_IF_ERROR_S}`;
}

/**
 * Sends a stored page: 304 when the client's If-None-Match names the representation chosen. `ageMs`:
 * how long ago it was rendered, sent as Age so a cache in front counts its freshness from the render,
 * not from its own copy (a stale page served while it refreshes is not fresh for another s-maxage).
 */
export function sendStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  publicCacheControl: string,
  ageMs: number | null = null,
): void {
  const representation = page.representation(storedEncoding(req));
  const shared = page.status === 200;
  const headers: OutgoingHttpHeaders = {
    "cache-control": shared ? publicCacheControl : PRIVATE_NO_STORE,
    vary: "Accept-Encoding",
  };
  if (shared) {
    const age = Math.floor((ageMs ?? 0) / 1000);
    if (age > 0) headers.age = String(age);
    headers.etag = representation.etag;
    if (noneMatchHits(req.headers["if-none-match"], representation.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
  }
  headers["content-type"] = "text/html; charset=utf-8";
  if (representation.encoding !== "identity") headers["content-encoding"] = representation.encoding;
  headers["content-length"] = representation.bytes.length;
  res.writeHead(page.status, headers);
  if (req.method === "HEAD") res.end();
  else res.end(representation.bytes);
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
  res.setHeader("cache-control", PRIVATE_NO_STORE);
  res.end(SERVER_ERROR_PAGE);
}
