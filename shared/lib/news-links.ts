// A news card leads to its redirect address, else its /page3 article in a new tab (spec "/ Home").
import { isExternalHref, safeHref } from "./link-rules.js";

export interface NewsLink {
  href: string;
  newTab: boolean;
  /** Leaves this site (http(s) address): a plain anchor rather than a client-side navigation. */
  external: boolean;
}

export function newsCardLink(article: { pageID: number; redirectUrl: string }): NewsLink {
  // The schema already dropped unsafe redirect addresses; checked again because this rule is the last gate.
  const redirect = safeHref(article.redirectUrl);
  if (redirect) return { href: redirect, newTab: false, external: isExternalHref(redirect) };
  return { href: `/page3?id=${article.pageID}`, newTab: true, external: false };
}
