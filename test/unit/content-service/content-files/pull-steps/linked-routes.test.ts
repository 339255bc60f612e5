import type { RouteObject } from "react-router";
import { expect, test } from "vitest";
import { menuListResponse } from "../../../../../shared/api/menu.server.js";
import {
  CHARITY_ROUTES,
  charityIdOfLink,
  linkedIn,
  menuIdsOn,
  PAGE_ROUTES,
} from "../../../../../server/content-service/content-files/pull-steps/linked-routes.js";
import { servingOf } from "../../../../../shared/routes/serving.js";
import { routes } from "../../../../../shared/routes/route-table.js";
import { CHARITY_ID, CONTENT_ID } from "../../../../../shared/lib/query-params.js";

/** Every route with a path, with the query parameters it and its layouts read. */
function flat(list: RouteObject[], inherited: readonly unknown[] = []): { path: string; reads: unknown[] }[] {
  return list.flatMap((route) => {
    const reads = [...inherited, ...(servingOf(route.handle).reads ?? [])];
    const own = route.path && route.path !== "/" ? [{ path: route.path, reads }] : [];
    return [...own, ...flat(route.children ?? [], reads)];
  });
}

test("the pages pulled by id are the route table's content pages but the article", () => {
  const content = flat(routes).filter((route) => route.reads.includes(CONTENT_ID));
  const pages = content.map((route) => route.path).filter((path) => /^page\d?$/.test(path));
  expect(new Set(pages)).toEqual(PAGE_ROUTES);
});

test("the charity routes are the route table's pages that read a charity id, and the older donation page", () => {
  const charity = flat(routes).filter((route) => route.reads.includes(CHARITY_ID));
  expect(new Set([...charity.map((route) => route.path), "charity"])).toEqual(CHARITY_ROUTES);
  expect(flat(routes).some((route) => route.path === "charity")).toBe(true);
});

test("a link names a charity only on a charity route, by its last id", () => {
  expect(charityIdOfLink("/charity2?id=3")).toBe(3);
  expect(charityIdOfLink("/charity?path=x&id=4")).toBe(4);
  expect(charityIdOfLink("/charity5?id=3")).toBeNull();
  expect(charityIdOfLink("/page?id=3")).toBeNull();
});

test("menu ids come from page-type sub-menu entries on the routes asked", () => {
  const menu = menuListResponse.parse({
    menuListData: [
      {
        id: 1,
        name: "x",
        pageList: [
          { id: 7, name: "a", path: "page2", referType: "page" },
          { id: 8, name: "b", path: "page2", referType: "path" },
          { id: 9, name: "c", path: "charity1", referType: "page" },
        ],
      },
    ],
  }).menuListData;
  expect(menuIdsOn(menu, PAGE_ROUTES)).toEqual([7]);
  expect(menuIdsOn(menu, CHARITY_ROUTES)).toEqual([9]);
});

test("linked ids are distinct, in the order first met", () => {
  expect(linkedIn(['<a href="/article?id=2">', "/article?id=1 /article?id=2"], /\/article\?id=(\d+)/g)).toEqual([
    "2",
    "1",
  ]);
});
