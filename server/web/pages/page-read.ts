// The one definition of an anonymous page read: a GET or HEAD without a body of a page of the route
// table that is the same for every visitor (page-key.ts), not route data. Such reads are answered in
// front of Express (server/web/app.ts), from the page cache or rendered into it; everything else goes to Express.
import type { IncomingMessage } from "node:http";
import type { RouteObject } from "react-router";
import { ROUTE_DATA_PARAM } from "../../../shared/lib/paths.js";
import { isOriginForm } from "../http/request-target.js";
import { INTERNAL_ORIGIN } from "./fetch-request.js";
import { pageTarget, type PageTarget } from "./page-key.js";

/** Longer URLs are never shared (stored or rendered in front of Express): Express renders them per request. */
export const MAX_SHARED_URL = 512;

/** A GET with a body is left to the body guard, which bounds how long it may take to arrive. */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * The target as a URL, or null when it does not parse: "/\\[" reads as a host and fails. Left to Express,
 * which catches the error; thrown ahead of it, it would end the process.
 */
function parsedTarget(target: string): URL | null {
  try {
    return new URL(target, INTERNAL_ORIGIN);
  } catch {
    return null;
  }
}

/** The page an anonymous GET or HEAD without a body asks for, or null (not a page, route data, odd target). */
export function anonymousPageRead(routes: RouteObject[], req: IncomingMessage): PageTarget | null {
  const target = req.url ?? "";
  if ((req.method !== "GET" && req.method !== "HEAD") || hasBody(req)) return null;
  // Other request targets get the app's 400.
  if (target.length > MAX_SHARED_URL || !isOriginForm(target)) return null;
  const url = parsedTarget(target);
  if (!url) return null;
  if (url.search !== "" && url.searchParams.has(ROUTE_DATA_PARAM)) return null;
  const page = pageTarget(routes, url);
  return page && !page.notFound ? page : null;
}
