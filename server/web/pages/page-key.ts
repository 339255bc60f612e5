// What a shared render is keyed by: the routes a URL matches and the parsed values of the query
// parameters those routes read (shared/lib/query-params.ts), nothing else. `/?x=1` and `/?x=2` are one
// render and one cache slot, as are `/About` and `/about/`, `/page?id=01` and `/page?id=1`; every id no
// content can have (`/page?id=junk1`, `?id=junk2`) is one key, that page's not-found render. The render is
// made from the key's canonical URL (the route table's spelling of the path, each kept parameter written
// as parsed), so it cannot depend on what the key left out, and neither can its canonical link and og:url.
import { matchRoutes, type RouteObject } from "react-router";
import { CHARITY_LAYOUT_ID, HALLS_LAYOUT_ID } from "../../../shared/routes/layout-ids.js";
import { RESULT_PARAMS } from "../../../shared/lib/payment-result-params.js";
import {
  ACTIVITY_ID,
  canonicalSpelling,
  CHARITY_ID,
  CONTENT_ID,
  DONATION_PAGE_PATH,
  SPONSOR_PAGE,
  type QueryParam,
} from "../../../shared/lib/query-params.js";
import { joinRoutePath } from "../../../shared/lib/route-path.js";

/** What a route's page depends on besides its path. */
export type RouteReads =
  /** The same for every visitor: one shared render per parsed value of these parameters. */
  | { kind: "shared"; params: readonly QueryParam[] }
  /** One visitor's own page (an ATM account): rendered per request, never shared, sent `no-store`. */
  | { kind: "personal" };

const shared = (...params: QueryParam[]): RouteReads => ({ kind: "shared", params });
const PERSONAL: RouteReads = { kind: "personal" };

/**
 * What each route's loader or server render reads. Every route id is listed (a test checks it), so a
 * new route cannot be shared before someone says what it reads.
 */
export const QUERY_READ_BY_ROUTE: Readonly<Record<string, RouteReads>> = {
  root: shared(),
  corporate: shared(),
  home: shared(),
  about: shared(),
  alpha: shared(),
  "branch-list": shared(),
  "elite-recruitment": shared(),
  "focus-activities": shared(),
  reward: shared(),
  "social-activity": shared(),
  article: shared(CONTENT_ID),
  page: shared(CONTENT_ID),
  page2: shared(CONTENT_ID),
  branch1: shared(),
  "krypto-go": shared(),
  "template-a": shared(),
  page3: shared(CONTENT_ID),
  // A page carrying a payment result is one donor's too: see pageTarget.
  "donation-atm": PERSONAL,
  "charity-legacy": shared(DONATION_PAGE_PATH, SPONSOR_PAGE),
  "not-found": shared(),
  [CHARITY_LAYOUT_ID]: shared(CHARITY_ID),
  charity1: shared(),
  charity2: shared(),
  charity3: shared(),
  charity4: shared(ACTIVITY_ID, SPONSOR_PAGE),
  [HALLS_LAYOUT_ID]: shared(),
  buddhism: shared(),
  buddhism1: shared(),
  buddhism2: shared(),
  buddhism3: shared(),
  buddhism4: shared(),
  "buddhism-intro": shared(CONTENT_ID),
  "buddhism-lesson": shared(CONTENT_ID),
};

export interface PageTarget {
  /** The cache and in-flight key. */
  key: string;
  /**
   * The URL to render: the matched routes' own path (as the route table spells it, so `/REWARD/` is
   * `/reward`), with only the parameters the routes read, as parsed. A not-found page keeps the path
   * as asked (its head names no canonical URL).
   */
  url: string;
  /** No page route matched (only the catch-all "*", or nothing): every other handler's paths look like this. */
  notFound: boolean;
}

/** What a path's matched routes make of a request: shared (with what keys it), or rendered per request. */
type BranchReads =
  | {
      kind: "shared";
      /** The matched route ids, joined: the key's path part. */
      ids: string;
      /** The path as the route table spells it; null for a not-found page or a pattern with parameters. */
      path: string | null;
      /** The query parameters those routes read, sorted by name. */
      params: readonly QueryParam[];
      notFound: boolean;
    }
  /** A personal route, or one that has not declared what it reads. */
  | { kind: "per-request" };

const PER_REQUEST: BranchReads = { kind: "per-request" };

/**
 * Matching ranks the whole route table on every call, the costliest step of finding a stored page,
 * so each path's outcome is remembered per route table. The memo is emptied when full, so a crawl of
 * odd URLs cannot grow it.
 */
const MEMO_LIMIT = 2000;
const memos = new WeakMap<RouteObject[], Map<string, BranchReads>>();

function matchBranch(routes: RouteObject[], pathname: string): BranchReads {
  const matches = matchRoutes(routes, pathname) ?? [];
  const params = new Map<string, QueryParam>();
  const ids: string[] = [];
  for (const { route } of matches) {
    const reads = route.id === undefined ? undefined : QUERY_READ_BY_ROUTE[route.id];
    // Undeclared and personal routes alike: no shared key, rendered from the URL as asked.
    if (reads?.kind !== "shared") return PER_REQUEST;
    ids.push(route.id ?? "");
    for (const param of reads.params) params.set(param.name, param);
  }
  const notFound = matches.length === 0 || matches.some(({ route }) => route.path === "*");
  const patterns = matches.map(({ route }) => route.path);
  return {
    kind: "shared",
    ids: ids.join("/"),
    path: notFound || patterns.some((pattern) => pattern && /[:*]/.test(pattern)) ? null : joinRoutePath(patterns),
    params: [...params.values()].sort((a, b) => (a.name < b.name ? -1 : 1)),
    notFound,
  };
}

function branchReads(routes: RouteObject[], pathname: string): BranchReads {
  let memo = memos.get(routes);
  if (!memo) memos.set(routes, (memo = new Map<string, BranchReads>()));
  const known = memo.get(pathname);
  if (known) return known;
  const reads = matchBranch(routes, pathname);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(pathname, reads);
  return reads;
}

/**
 * The shared render a URL asks for, or null when its page is rendered for this request alone: one
 * visitor's own page (a personal route, a payment result), or a route that has not declared what it reads.
 */
export function pageTarget(routes: RouteObject[], url: URL): PageTarget | null {
  const reads = branchReads(routes, url.pathname);
  if (reads.kind === "per-request") return null;
  // A returning donor's result box is that donor's own page: rendered for them, never shared.
  if (RESULT_PARAMS.some((name) => url.searchParams.has(name))) return null;
  let query = "";
  if (reads.params.length > 0 && url.search !== "") {
    const kept = new URLSearchParams();
    for (const param of reads.params) {
      const value = canonicalSpelling(param, url.searchParams);
      if (value !== null) kept.set(param.name, value);
    }
    if (kept.size > 0) query = `?${kept.toString()}`;
  }
  return {
    key: reads.ids + query,
    url: (reads.path ?? url.pathname) + query,
    notFound: reads.notFound,
  };
}
