// What a shared render is keyed by: the routes a URL matches and the query parameters those routes
// read, nothing else. `/?x=1` and `/?x=2` are one render and one cache slot, and so are `/About` and
// `/about`; the render itself is made from the reduced URL, so it cannot depend on what the key left out.
import { matchRoutes, type RouteObject } from "react-router";
import { CHARITY_LAYOUT_ID, HALLS_LAYOUT_ID } from "../../shared/routes/layout-ids.js";
import { RESULT_PARAMS } from "../../shared/ui/donation/payment-result.js";
import { SPONSOR_PAGE_PARAM } from "../../shared/ui/donation/sponsor-page-param.js";

/**
 * The query parameters each route's loader or server render reads. Every route id is listed (a test
 * checks it), so a new route cannot be cached before someone says what it reads.
 */
export const QUERY_READ_BY_ROUTE: Readonly<Record<string, readonly string[]>> = {
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
  // The payment result box is rendered on the server from the gateway's return parameters.
  "charity-legacy": ["path", SPONSOR_PAGE_PARAM, ...RESULT_PARAMS],
  "not-found": [],
  [CHARITY_LAYOUT_ID]: ["id"],
  charity1: [],
  charity2: [],
  charity3: [],
  charity4: ["activityID", SPONSOR_PAGE_PARAM, ...RESULT_PARAMS],
  [HALLS_LAYOUT_ID]: [],
  buddhism: [],
  buddhism1: [],
  buddhism2: [],
  buddhism3: [],
  buddhism4: [],
  "buddhism-intro": ["id"],
  "buddhism-lesson": ["id"],
};

export interface PageTarget {
  /** The cache and in-flight key. */
  key: string;
  /** The URL to render: the path as asked, with only the parameters the routes read. */
  url: string;
}

/** Null when a matched route has not declared what it reads: such a page is rendered per request. */
export function pageTarget(routes: RouteObject[], url: URL): PageTarget | null {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const ids: string[] = [];
  const names = new Set<string>();
  for (const { route } of matches) {
    const read = route.id === undefined ? undefined : QUERY_READ_BY_ROUTE[route.id];
    if (!read || route.id === undefined) return null;
    ids.push(route.id);
    for (const name of read) names.add(name);
  }
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) {
    // Loaders read the first value (searchParams.get); later repeats cannot change the page.
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept.toString()}` : "";
  return { key: ids.join("/") + query, url: url.pathname + query };
}
