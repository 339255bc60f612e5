// The compression middleware for everything except page GETs. The page handler compresses its own
// HTML (a stored page is kept compressed; a render is compressed per burst in pages/html-body.ts), so
// for a page the middleware would only wrap the response for nothing. Proxied JSON, route data (?_data=), the sitemap, images' SVG and every non-GET answer keep it.
import compression from "compression";
import type { Request, RequestHandler } from "express";
import { ROUTE_DATA_PARAM } from "../../../shared/lib/paths.js";
import { IMAGES_PREFIX, isProxiedTarget, isUnder } from "../http/path-prefixes.js";

/** Paths answered ahead of the page handler with bodies worth compressing. */
const OTHER_ANSWERS = ["/favicon", "/robots.txt", "/sitemap"];
const ROUTE_DATA = new RegExp(`[?&]${ROUTE_DATA_PARAM}=`);

/** A GET or HEAD the page handler answers with HTML it compressed itself (not only anonymous page reads: 404 pages too). */
export function writesItsOwnHtml(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.originalUrl;
  if (isProxiedTarget(url) || isUnder(IMAGES_PREFIX, url)) return false;
  if (OTHER_ANSWERS.some((prefix) => url.startsWith(prefix))) return false;
  return !ROUTE_DATA.test(url);
}

export function compressionExceptPages(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (writesItsOwnHtml(req)) next();
    else compress(req, res, next);
  };
}
