// Where a menu entry leads (docs/content-api.md, "Navigation"), for the top bar and the drawer alike.
import type { MenuItem, MenuSubItem } from "../api/menu.server.js";
import { safeHref } from "./link-rules.js";

/** referType url: external, new tab; page: client navigation; path: a full document load. */
export type MenuLink =
  { kind: "external"; href: string } | { kind: "client"; to: string } | { kind: "reload"; to: string };

/** "/{path}" from a content path, or null when nothing usable is left ("about", "/about" -> "/about"). */
export function sitePath(path: string): string | null {
  const trimmed = path.trim().replace(/^\/+/, "");
  if (trimmed === "") return null;
  // Leading slashes are gone, so the result cannot be protocol-relative; safeHref drops control characters.
  return safeHref(`/${trimmed}`);
}

export function subItemLink(item: MenuSubItem): MenuLink | null {
  switch (item.referType) {
    case "url": {
      const href = safeHref(item.path);
      return href ? { kind: "external", href } : null;
    }
    case "page": {
      const to = sitePath(item.path);
      return to ? { kind: "client", to: `${to}?id=${item.id}` } : null;
    }
    case "path": {
      const to = sitePath(item.path);
      return to ? { kind: "reload", to } : null;
    }
  }
}

export type MenuEntry =
  | { kind: "group"; id: number; name: string; items: { id: number; name: string; link: MenuLink }[] }
  | { kind: "link"; id: number; name: string; link: MenuLink }
  | { kind: "text"; id: number; name: string };

export function menuEntry(item: MenuItem): MenuEntry {
  const items = (item.pageList ?? []).flatMap((sub) => {
    const link = subItemLink(sub);
    return link ? [{ id: sub.id, name: sub.name, link }] : [];
  });
  if (items.length > 0) return { kind: "group", id: item.id, name: item.name, items };
  const to = item.path ? sitePath(item.path) : null;
  return to
    ? { kind: "link", id: item.id, name: item.name, link: { kind: "client", to } }
    : { kind: "text", id: item.id, name: item.name };
}
