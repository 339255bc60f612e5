// Which page of the route table an anonymous read asks for, decided on the raw request (the fast path
// ahead of Express, server/stored-page-fast-path.ts) by the same rules sharedPages applies under Express.
import type { IncomingMessage } from "node:http";
import type { RouteObject } from "react-router";
import { ROUTE_DATA_PARAM } from "../../shared/lib/paths.js";
import { isOriginForm } from "../request-target.js";
import { INTERNAL_ORIGIN } from "./fetch-request.js";
import { pageTarget, type PageTarget } from "./page-key.js";

/** Longer URLs are never shared (stored or rendered early): they go down the whole stack. */
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
export function rawPageTarget(routes: RouteObject[], req: IncomingMessage): PageTarget | null {
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
