// Writing a page to the response. A stored 200 page is public (any cache may keep it for the fresh
// time and serve it stale while it revalidates), with a strong ETag per encoding and 304 for a client
// that has it; everything else (404 and error pages, degraded or live renders, POST answers, personal
// pages) is one visitor's: private, no-store.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import fresh from "fresh";
import type { Config } from "../config.js";
import { acceptedEncodings } from "../http/accepted-encodings.js";
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
 * Longer If-None-Match headers are not compared: a browser or a cache sends one entity tag (under 30
 * characters here), so a longer list only costs the time it takes to read.
 */
const MAX_IF_NONE_MATCH = 1024;

/** The client holds `etag` already: If-None-Match as Express reads it (`fresh`), within its bound. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  return header !== undefined && header.length <= MAX_IF_NONE_MATCH && fresh(req.headers, { etag });
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
  const { br, gzip } = acceptedEncodings(req);
  const representation = page.representation(br ? "br" : gzip ? "gzip" : "identity");
  const shared = page.status === 200;
  const headers: OutgoingHttpHeaders = {
    "cache-control": shared ? publicCacheControl : PRIVATE_NO_STORE,
    vary: "Accept-Encoding",
  };
  if (shared) {
    const age = Math.floor((ageMs ?? 0) / 1000);
    if (age > 0) headers.age = String(age);
    headers.etag = representation.etag;
    if (notModified(req, representation.etag)) {
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

/** A Response the router returned (a redirect, the payment page), as it is. */
export async function sendFetchResponse(res: ServerResponse, response: globalThis.Response): Promise<void> {
  res.statusCode = response.status;
  // One visitor's answer, unless the Response says otherwise.
  res.setHeader("cache-control", PRIVATE_NO_STORE);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(await response.text());
}
