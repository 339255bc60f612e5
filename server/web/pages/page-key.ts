// What a shared render is keyed by: the routes a URL matches and the query parameters those routes
// read, nothing else. `/?x=1` and `/?x=2` are one render and one cache slot, and so are `/About` and
// `/about/`; the render itself is made from the key's canonical URL (the route table's spelling of the
// path, the parameters kept), so it cannot depend on what the key left out, and neither can its
// canonical link and og:url.
import { matchRoutes, type RouteObject } from "react-router";
import { CHARITY_LAYOUT_ID, HALLS_LAYOUT_ID } from "../../../shared/routes/layout-ids.js";
import { RESULT_PARAMS } from "../../../shared/lib/payment-result-params.js";
import { SPONSOR_PAGE_PARAM } from "../../../shared/ui/donation/sponsor-page-param.js";

/**
 * The query parameters each route's loader or server render reads. Every route id is listed (a test
 * checks it), so a new route cannot be cached before someone says what it reads. `null`: one
 * visitor's own page (an ATM account), rendered per request, never shared, sent `no-store`.
 */
export const QUERY_READ_BY_ROUTE: Readonly<Record<string, readonly string[] | null>> = {
  root: [],
  corporate: [],
  home: [],
  about: [],
  alpha: [],
  "branch-list": [],
  "elite-recruitment": [],
  "focus-activities": [],
  reward: [],
  "social-activity": [],
  article: ["id"],
  page: ["id"],
  page2: ["id"],
  branch1: [],
  "krypto-go": [],
  "template-a": [],
  page3: ["id"],
  // One donor's ATM account. (A page carrying a payment result is one donor's too: see pageTarget.)
  "donation-atm": null,
  "charity-legacy": ["path", SPONSOR_PAGE_PARAM],
  "not-found": [],
  [CHARITY_LAYOUT_ID]: ["id"],
  charity1: [],
  charity2: [],
  charity3: [],
  charity4: ["activityID", SPONSOR_PAGE_PARAM],
  [HALLS_LAYOUT_ID]: [],
  buddhism: [],
  buddhism1: [],
  buddhism2: [],
  buddhism3: [],
  buddhism4: [],
  "buddhism-intro": ["id"],
  "buddhism-lesson": ["id"],
};

/** True when a matched route is one visitor's own page (listed as null above). */
export function isPersonalPage(routeIds: readonly (string | undefined)[]): boolean {
  return routeIds.some((id) => id !== undefined && QUERY_READ_BY_ROUTE[id] === null);
}

export interface PageTarget {
  /** The cache and in-flight key. */
  key: string;
  /**
   * The URL to render: the matched routes' own path (as the route table spells it, so `/REWARD/` is
   * `/reward`), with only the parameters the routes read. A not-found page keeps the path as asked
   * (its head names no canonical URL).
   */
  url: string;
  /** No page route matched (only the catch-all "*", or nothing): every other handler's paths look like this. */
  notFound: boolean;
  /** The matched routes' ids, joined: which branch of the route table the page is. */
  branchKey: string;
  /** The matched routes, root first (branch-handlers.ts). */
  branch: readonly RouteObject[];
}

interface RouteReads {
  /** The matched route ids, joined: the key's path part. */
  ids: string;
  /** The path as the route table spells it; null for a not-found page or a pattern with parameters. */
  path: string | null;
  /** The query parameters those routes read, sorted. */
  names: readonly string[];
  notFound: boolean;
  branch: readonly RouteObject[];
}

/**
 * Paths remembered per route table; cleared when full, so a crawl of odd URLs cannot grow it. Matching
 * flattens and ranks the whole route table on every call (about a third of a cached page's CPU).
 */
const MEMO_LIMIT = 2000;
const memos = new WeakMap<RouteObject[], Map<string, RouteReads | null>>();

function routeReads(routes: RouteObject[], pathname: string): RouteReads | null {
  let memo = memos.get(routes);
  if (!memo) memos.set(routes, (memo = new Map<string, RouteReads | null>()));
  const known = memo.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(routes, pathname) ?? [];
  const ids: string[] = [];
  const names = new Set<string>();
  let reads: RouteReads | null = null;
  // Undeclared (undefined) and personal (null) routes alike: no shared key, rendered from the URL as asked.
  if (matches.every(({ route }) => route.id !== undefined && QUERY_READ_BY_ROUTE[route.id])) {
    for (const { route } of matches) {
      ids.push(route.id ?? "");
      for (const name of QUERY_READ_BY_ROUTE[route.id ?? ""] ?? []) names.add(name);
    }
    const notFound = matches.length === 0 || matches.some(({ route }) => route.path === "*");
    reads = {
      ids: ids.join("/"),
      path: notFound ? null : routePath(matches.map(({ route }) => route.path)),
      names: [...names].sort(),
      notFound,
      branch: matches.map(({ route }) => route),
    };
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(pathname, reads);
  return reads;
}

/** The path the matched routes spell ("/", "about" -> "/about"); null when one has parameters. */
function routePath(patterns: readonly (string | undefined)[]): string | null {
  const segments: string[] = [];
  for (const pattern of patterns) {
    if (pattern === undefined) continue;
    if (/[:*]/.test(pattern)) return null;
    for (const segment of pattern.split("/")) if (segment !== "") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** Null when a matched route has not declared what it reads: such a page is rendered per request. */
export function pageTarget(routes: RouteObject[], url: URL): PageTarget | null {
  const reads = routeReads(routes, url.pathname);
  if (!reads) return null;
  // A returning donor's result box is that donor's own page: rendered for them, never shared.
  if (RESULT_PARAMS.some((name) => url.searchParams.has(name))) return null;
  let query = "";
  if (reads.names.length > 0 && url.search !== "") {
    const kept = new URLSearchParams();
    for (const name of reads.names) {
      // Loaders read the first value (searchParams.get); later repeats cannot change the page.
      const value = url.searchParams.get(name);
      if (value !== null) kept.set(name, value);
    }
    if (kept.size > 0) query = `?${kept.toString()}`;
  }
  return {
    key: reads.ids + query,
    url: (reads.path ?? url.pathname) + query,
    notFound: reads.notFound,
    branchKey: reads.ids,
    branch: reads.branch,
  };
}
