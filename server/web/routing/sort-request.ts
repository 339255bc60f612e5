// Every request sorted once (one parse, one match); everything else reads this, so no two parts
// disagree about a path (docs/architecture.md, "A request").
import type { IncomingMessage } from "node:http";
import { matchRoutes, type RouteObject } from "react-router";
import { DONATE_PATHS, type PaymentMethod } from "../../../shared/api/donation.js";
import { RESULT_PARAMS } from "../../../shared/lib/payment-result-params.js";
import { ROUTE_DATA_PARAM } from "../../../shared/lib/paths.js";
import { joinRoutePath } from "../../../shared/lib/route-path.js";
import { servingOf } from "../../../shared/routes/serving.js";
import { API_PREFIX, ASSETS_PREFIX, IMAGES_PREFIX, isUnder, MEDIA_PREFIX } from "../http/path-prefixes.js";
import { isOriginForm } from "../http/request-target.js";
import { INTERNAL_ORIGIN } from "../pages/fetch-request.js";
import { PROXY_RULES } from "../proxy/upstream-proxy.js";
import { isNotFound, pageTarget, type PageTarget } from "./page-key.js";
import { normalisedPath } from "./normalised-path.js";

export const SPONSOR_API_PATH = "/api/homepage/sponsor";

export type Sorted = { label: string } & (
  | { kind: "bad-target" }
  /** A read of a page that is the same for every visitor (a not-found page too): the page cache's. */
  | { kind: "page"; target: PageTarget }
  /** One visitor's own page (a personal route, a donor's payment result): rendered for this request. */
  | { kind: "live"; url: string }
  | { kind: "data"; url: URL; routeId: string }
  | { kind: "form-post" }
  | { kind: "page-refused"; status: 404 | 405; allow?: string }
  | { kind: "donation-api"; method: PaymentMethod }
  | { kind: "sponsor-api" }
  | { kind: "proxy" }
  | { kind: "file" }
);

export interface Sorter {
  of(req: IncomingMessage): Sorted;
  sort(method: string, target: string): Sorted;
}

const DONATE_METHOD = new Map<string, PaymentMethod>(
  Object.entries(DONATE_PATHS).map(([method, path]) => [path, method === "creditCard" ? "creditCard" : "bankTransfer"]),
);
const NAMED_FILES = new Set(["/favicon.svg", "/robots.txt", "/favicon.ico"]);

function parsed(target: string): URL | null {
  if (!isOriginForm(target)) return null;
  try {
    return new URL(target, INTERNAL_ORIGIN);
  } catch {
    return null;
  }
}

const branchOf = (routes: RouteObject[], path: string): RouteObject[] =>
  (matchRoutes(routes, path) ?? []).map((match) => match.route);

/** Built once: matching ranks the whole table per call. `rest`: the catch-all's branch, or null. */
function branchIndex(routes: RouteObject[]): { index: Map<string, RouteObject[]>; rest: RouteObject[] | null } {
  const index = new Map<string, RouteObject[]>();
  let parametric = false;
  const walk = (list: RouteObject[], parents: (string | undefined)[]): void => {
    for (const route of list) {
      const patterns = [...parents, route.path];
      if (route.children) walk(route.children, patterns);
      else if (route.path?.includes(":")) parametric = true;
      else if (route.path !== "*") {
        const path = joinRoutePath(patterns);
        index.set(path.toLowerCase(), branchOf(routes, path));
      }
    }
  };
  walk(routes, []);
  return { index, rest: parametric ? null : branchOf(routes, "/\u0000") };
}

export function donationPostPaths(routes: RouteObject[]): string[] {
  const pages = [...branchIndex(routes).index].filter(([, branch]) =>
    branch.some((route) => servingOf(route.handle).formPost),
  );
  return [...Object.values(DONATE_PATHS), ...pages.map(([, branch]) => joinRoutePath(branch.map((r) => r.path)))];
}

function apiSorting(method: string, path: string): Sorted {
  const lower = path.toLowerCase();
  const donation = DONATE_METHOD.get(lower);
  if (donation) return { kind: "donation-api", method: donation, label: DONATE_PATHS[donation] };
  if (lower === SPONSOR_API_PATH && (method === "GET" || method === "HEAD"))
    return { kind: "sponsor-api", label: SPONSOR_API_PATH };
  const rule = PROXY_RULES.find((candidate) => candidate.pattern.test(path));
  const fallback = isUnder(MEDIA_PREFIX, lower) ? `${MEDIA_PREFIX}/*` : `${API_PREFIX}/*`;
  return { kind: "proxy", label: rule ? (rule.label ?? path) : fallback };
}

export function createSorter(routes: RouteObject[]): Sorter {
  const { index, rest } = branchIndex(routes);
  const sorted = new WeakMap<IncomingMessage, Sorted>();

  const sort = (method: string, target: string): Sorted => {
    const url = parsed(target);
    if (!url) return { kind: "bad-target", label: "/*" };
    const path = normalisedPath(url.pathname);
    const lower = path.toLowerCase();
    if (isUnder(API_PREFIX, lower) || isUnder(MEDIA_PREFIX, lower)) return apiSorting(method, path);
    if (isUnder(ASSETS_PREFIX, lower)) return { kind: "file", label: `${ASSETS_PREFIX}/*` };
    if (isUnder(IMAGES_PREFIX, lower)) return { kind: "file", label: `${IMAGES_PREFIX}/*` };
    if (NAMED_FILES.has(lower)) return { kind: "file", label: lower };

    const branch = index.get(lower) ?? rest ?? branchOf(routes, path);
    const label = joinRoutePath(branch.map((route) => route.path));
    const servings = branch.map((route) => servingOf(route.handle));
    if (method !== "GET" && method !== "HEAD") {
      if (isNotFound(branch)) return { kind: "page-refused", status: 404, label };
      if (method === "POST" && servings.some((serving) => serving.formPost)) return { kind: "form-post", label };
      const allow = servings.some((serving) => serving.formPost) ? "GET, HEAD, POST" : "GET, HEAD";
      return { kind: "page-refused", status: 405, allow, label };
    }
    const routeId = url.searchParams.get(ROUTE_DATA_PARAM);
    if (routeId !== null) return { kind: "data", url, routeId, label: `${label} (data)` };
    const ownResult =
      servings.some((serving) => serving.showsResult) && RESULT_PARAMS.some((name) => url.searchParams.has(name));
    if (ownResult || servings.some((serving) => serving.personal)) return { kind: "live", url: target, label };
    return { kind: "page", target: pageTarget(branch, url), label };
  };

  return {
    sort,
    of(req) {
      let known = sorted.get(req);
      if (!known) sorted.set(req, (known = sort(req.method ?? "GET", req.url ?? "/")));
      return known;
    },
  };
}
