import { expect, test } from "vitest";
import type { MenuItem } from "../../../shared/api/menu.server.js";
import { menuTrail } from "../../../shared/lib/menu-trail.js";

const MENU: MenuItem[] = [
  { id: 1, name: "關於我們", path: "about", pageList: undefined },
  {
    id: 2,
    name: "集團事業",
    path: undefined,
    pageList: [
      { id: 12, name: "合作夥伴", path: "https://example.org/partners", referType: "url" },
      { id: 11, name: "理財規劃", path: "page", referType: "page" },
      { id: 13, name: "分公司", path: "branchList", referType: "path" },
    ],
  },
];

test("a top-level page: 首頁 > page", () => {
  expect(menuTrail(MENU, "/about", "")).toEqual([
    { name: "首頁", path: "/" },
    { name: "關於我們", path: "/about" },
  ]);
});

test("a page inside a group leaves the group out, which has no address of its own", () => {
  expect(menuTrail(MENU, "/page", "?id=11")).toEqual([
    { name: "首頁", path: "/" },
    { name: "理財規劃", path: "/page?id=11" },
  ]);
  expect(menuTrail(MENU, "/branchList", "")?.at(-1)).toEqual({ name: "分公司", path: "/branchList" });
});

test("the menu's id matches by its number; other parameters do not matter", () => {
  expect(menuTrail(MENU, "/page", "?utm_source=x&id=011")?.at(-1)?.name).toBe("理財規劃");
  expect(menuTrail(MENU, "/page", "?id=12")).toBeNull();
  expect(menuTrail(MENU, "/page", "")).toBeNull();
});

test("no trail on the home page, for an address the menu does not hold, or for an external link", () => {
  expect(menuTrail(MENU, "/", "")).toBeNull();
  expect(menuTrail(MENU, "/reward", "")).toBeNull();
  expect(menuTrail(MENU, "/partners", "")).toBeNull();
});
