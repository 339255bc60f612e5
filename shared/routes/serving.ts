// How a route is served, written beside it in the route table: the server sorts every request by it
// (server/web/routing/sort-request.ts), so a new route is keyed, limited and labelled by one entry.
import type { QueryParam } from "../lib/query-params.js";

export interface Serving {
  /** The query parameters its loader or render reads: the page key keeps these, parsed, and no others. */
  reads?: readonly QueryParam[];
  /** One visitor's own page (an ATM account): rendered per request, never stored. */
  personal?: boolean;
  /** Shows a returning donor's payment result: with a result parameter, rendered per request. */
  showsResult?: boolean;
  /** Takes the no-JavaScript donation form's POST (rate-limited like the donation API). */
  formPost?: boolean;
}

const NONE: Serving = {};

export function servingOf(handle: unknown): Serving {
  if (typeof handle !== "object" || handle === null || !("serving" in handle)) return NONE;
  const serving = handle.serving;
  return typeof serving === "object" && serving !== null ? serving : NONE;
}
