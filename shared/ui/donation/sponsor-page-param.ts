// The server renders ?sponsorPage=, so the pager's links work without JavaScript.
import { paramOf, SPONSOR_PAGE } from "../../lib/query-params.js";
import { RESULT_PARAMS } from "../../lib/payment-result-params.js";

/** 0-based page asked for by the address; a missing or odd value is the first page. */
export function sponsorPageOf(url: URL): number {
  const page = paramOf(SPONSOR_PAGE, url);
  return page.kind === "value" ? page.value - 1 : 0;
}

/** This page's address showing sponsor page `page` (0-based), without a payment result to show again. */
export function sponsorPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  for (const name of RESULT_PARAMS) params.delete(name);
  params.set(SPONSOR_PAGE.name, String(page + 1));
  return `${pathname}?${params.toString()}#sponsors`;
}

/** Past the last page: the loader redirects there, so such a number is never a page (nor a cache entry). */
export function pastLastSponsorPage(url: URL, page: number, total: number, pageSize: number): string | null {
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return page > last ? sponsorPageHref(url.pathname, url.search, last) : null;
}
