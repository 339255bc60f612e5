// The `route` label of a request: the route template that answered it, never the raw URL, so the
// number of series stays bounded whatever visitors ask for (every unknown path is "/*").
import { matchRoutes, type RouteObject } from "react-router";
import { PROXY_RULES } from "../../proxy/upstream-proxy.js";
import { ROUTE_DATA_PARAM } from "../../../../shared/lib/paths.js";
import { joinRoutePath } from "../../../../shared/lib/route-path.js";
import {
  API_PREFIX,
  ASSETS_PREFIX,
  IMAGES_PREFIX,
  isProxiedTarget,
  isUnder,
  MEDIA_PREFIX,
} from "../../http/path-prefixes.js";

/** Proxied paths with numbers or free names in them, labelled by a fixed template. */
const PROXY_TEMPLATES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/api\/homepage\/pageResource\/\d+\/\d+$/, "/api/homepage/pageResource/:section/:id"],
  [/^\/api\/payment-sandbox\//, "/api/payment-sandbox/*"],
  [/^\/media\//, "/media/*"],
  // Answered by sponsor-api.ts, not the proxy: the same label as any allow-listed call.
  [/^\/api\/homepage\/sponsor$/, "/api/homepage/sponsor"],
];
const STATIC_FILES = new Set(["/favicon.svg", "/robots.txt", "/favicon.ico"]);
/** Page paths remembered with their template; cleared when full (a crawl of odd URLs cannot grow it). */
const MEMO_LIMIT = 2000;

function proxyLabel(path: string): string {
  for (const [pattern, label] of PROXY_TEMPLATES) if (pattern.test(path)) return label;
  // The remaining allow-list entries are literal paths (a fixed set), so the path itself is the label.
  if (PROXY_RULES.some((rule) => rule.pattern.test(path))) return path;
  return isUnder(MEDIA_PREFIX, path) ? `${MEDIA_PREFIX}/*` : `${API_PREFIX}/*`;
}

export function createRouteLabeler(routes: RouteObject[]): (originalUrl: string) => string {
  const memo = new Map<string, string>();
  const pageTemplate = (path: string): string => {
    const known = memo.get(path);
    if (known !== undefined) return known;
    const matches = matchRoutes(routes, path) ?? [];
    const template = joinRoutePath(matches.map((match) => match.route.path));
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(path, template);
    return template;
  };
  return (originalUrl) => {
    const [path = "/", query = ""] = originalUrl.split("?", 2);
    if (isProxiedTarget(path)) return proxyLabel(path);
    if (isUnder(ASSETS_PREFIX, path)) return `${ASSETS_PREFIX}/*`;
    if (isUnder(IMAGES_PREFIX, path)) return `${IMAGES_PREFIX}/*`;
    if (STATIC_FILES.has(path)) return path;
    const template = pageTemplate(path);
    // Client navigations fetch route data as JSON: a different cost from a page, so its own label.
    return new URLSearchParams(query).has(ROUTE_DATA_PARAM) ? `${template} (data)` : template;
  };
}
