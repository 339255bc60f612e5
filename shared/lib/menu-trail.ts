// Where the menu puts a page: the breadcrumb trail 首頁 > (group) > page, for BreadcrumbList.
import type { MenuItem } from "../api/menu.server.js";
import { menuEntry, type MenuLink } from "./menu-links.js";
import { parseId } from "./query-id.js";

export interface TrailStep {
  name: string;
  /** Site-relative; a group without a page of its own has none. */
  path?: string;
}

function sameTarget(link: MenuLink, pathname: string, search: string): boolean {
  if (link.kind === "external") return false;
  const target = new URL(link.to, "http://site.invalid");
  if (target.pathname !== pathname) return false;
  const here = new URLSearchParams(search);
  // The menu's own parameters (?id=) must match; others on the current address do not matter. An id
  // matches by its number: `?id=012` is the page `?id=12`, rendered and stored as that (page-key.ts).
  return [...target.searchParams].every(([name, value]) => {
    const asked = here.get(name);
    return asked === value || (asked !== null && parseId(asked) !== null && parseId(asked) === parseId(value));
  });
}

export function menuTrail(menu: readonly MenuItem[], pathname: string, search: string): TrailStep[] | null {
  if (pathname === "/") return null;
  const home: TrailStep = { name: "首頁", path: "/" };
  for (const item of menu) {
    const entry = menuEntry(item);
    if (entry.kind === "link" && sameTarget(entry.link, pathname, search)) {
      return [home, { name: entry.name, path: entry.link.kind === "external" ? undefined : entry.link.to }];
    }
    if (entry.kind === "group") {
      const sub = entry.items.find((s) => sameTarget(s.link, pathname, search));
      // The group has no page of its own, and every step but the last needs an address: it is left out.
      if (sub) return [home, { name: sub.name, path: sub.link.kind === "external" ? undefined : sub.link.to }];
    }
  }
  return null;
}
