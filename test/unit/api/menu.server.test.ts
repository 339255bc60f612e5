import { expect, test } from "vitest";
import { menuListResponse } from "../../../shared/api/menu.server.js";

test("menu: the contract example, referType kept, missing pageList is absent", () => {
  const parsed = menuListResponse.parse({
    menuListData: [
      { id: 1, name: "關於我們", path: "about" },
      {
        id: 2,
        name: "集團事業",
        pageList: [{ id: 11, name: "合作夥伴", path: "https://example.org", referType: "url" }],
      },
    ],
  });
  expect(parsed.menuListData[0]).toEqual({ id: 1, name: "關於我們", path: "about", pageList: undefined });
  expect(parsed.menuListData[1]?.pageList?.[0]?.referType).toBe("url");
});

test("a wrong shape fails instead of rendering nonsense", () => {
  expect(menuListResponse.safeParse({ menuListData: "nope" }).success).toBe(false);
});
