// Which links name a record content:pull must fetch: the route table's pages that show a record by its
// id (a test holds these to shared/routes/route-table.ts), and the links the pulled content carries.
import type { NewsCategory } from "../../../../shared/api/home.server.js";
import type { FocusItem } from "../../../../shared/api/lists.server.js";
import type { MenuItem } from "../../../../shared/api/menu.server.js";

/** The content pages a menu entry links to as `/{path}?id=`: a getPage record each. */
export const PAGE_ROUTES: ReadonlySet<string> = new Set(["page", "page2", "page3"]);
/** The charity pages, the older donation page among them, that take the charity's `?id=`. */
export const CHARITY_ROUTES: ReadonlySet<string> = new Set(["charity", "charity1", "charity2", "charity3", "charity4"]);

/** The menu entries of a sub-menu that link to one of `routes` by id. */
export function menuIdsOn(menu: readonly MenuItem[], routes: ReadonlySet<string>): number[] {
  return menu.flatMap((item) =>
    (item.pageList ?? []).filter((sub) => sub.referType === "page" && routes.has(sub.path)).map((sub) => sub.id),
  );
}

/** The links news cards, focus entries and top-level menu entries carry, in that order. */
export function linksOf(news: readonly NewsCategory[], focus: readonly FocusItem[], menu: readonly MenuItem[]) {
  return [
    ...news.flatMap((category) => category.articleList.map((post) => post.redirectUrl)),
    ...focus.map((item) => item.redirectUrl),
    ...menu.map((item) => item.path ?? ""),
  ];
}

/** The charity a link to one of the charity pages names. */
export function charityIdOfLink(link: string): number | null {
  const match = /^\/([A-Za-z0-9]+)\?(?:.*&)?id=(\d+)/.exec(link);
  return match?.[1] !== undefined && match[2] !== undefined && CHARITY_ROUTES.has(match[1]) ? Number(match[2]) : null;
}

/** Each distinct first group of `pattern` in `texts`, in the order first met. */
export function linkedIn(texts: readonly string[], pattern: RegExp): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1] ?? "")))];
}
