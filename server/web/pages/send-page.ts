// A page to the response: a stored 200 page public with an ETag per encoding, everything else one
// visitor's (private, no-store; docs/architecture.md, "Headers").
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import fresh from "fresh";
import type { Config } from "../config.js";
import { acceptedEncodings } from "../http/accepted-encodings.js";
import type { StoredPage } from "./stored-page.js";

export const PRIVATE_NO_STORE = "private, no-store";
/** A day: how long a cache may keep serving a stored page while this server answers errors. */
const STALE_IF_ERROR_S = 86_400;

export function publicPageCacheControl(config: Pick<Config, "contentTtlMs" | "contentStaleMs">): string {
  const fresh = Math.floor(config.contentTtlMs / 1000);
  const stale = Math.floor(config.contentStaleMs / 1000);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}, stale-if-error=${STALE_IF_ERROR_S}`;
}

/** Browsers and caches send one entity tag (under 30 characters): a longer list only costs time. */
const MAX_IF_NONE_MATCH = 1024;

function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  return header !== undefined && header.length <= MAX_IF_NONE_MATCH && fresh(req.headers, { etag });
}

/** `ageMs` goes out as Age, so a cache in front counts freshness from the render, not its own copy. */
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

export async function sendFetchResponse(res: ServerResponse, response: globalThis.Response): Promise<void> {
  res.statusCode = response.status;
  // One visitor's answer, unless the Response says otherwise.
  res.setHeader("cache-control", PRIVATE_NO_STORE);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(await response.text());
}
