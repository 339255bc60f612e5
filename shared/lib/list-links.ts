// Where corporate list entries lead (spec "/socialActivity", "/focusActivities").
import { paths } from "./paths.js";
import { isExternalHref, safeHref } from "./link-rules.js";
import { sitePath } from "./menu-links.js";

/** external opens in a new tab (rel noopener noreferrer). */
export type EntryLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

export function socialEntryLink(entry: { id: number; path: string }): EntryLink | null {
  const to = sitePath(entry.path);
  return to ? { kind: "internal", to: `${to}?id=${entry.id}` } : null;
}

export function focusItemLink(item: { redirectUrl: string; typeID: number; pageID: number }): EntryLink {
  // The schema already dropped unsafe addresses; checked again because this rule is the last gate.
  const redirect = safeHref(item.redirectUrl);
  if (redirect)
    return isExternalHref(redirect) ? { kind: "external", href: redirect } : { kind: "internal", to: redirect };
  return { kind: "internal", to: paths.pageOfType(item.typeID, item.pageID) };
}
