import { expect, test } from "vitest";
import { pullMenu } from "../../../../../server/content-service/content-files/pull-steps/menu.js";
import { byEndpoint, fakePullRun } from "./fake-pull-run.js";

test("the menu is written with a link or a sub-menu only where the upstream gave one", async () => {
  const menuListData = [
    { id: 1, name: "關於", path: "about" },
    { id: 2, name: "事業", pageList: [{ id: 12, name: "活動", path: "page", referType: "page" }] },
  ];
  const { run, asked, written } = fakePullRun(byEndpoint({ "POST /api/website/getMenuList": { menuListData } }));
  expect(await pullMenu(run)).toHaveLength(2);
  expect(asked).toEqual(["POST /api/website/getMenuList {}"]);
  expect(written.get("menu")).toEqual({ items: menuListData });
});

test("no menu answer is an empty menu", async () => {
  const { run, written } = fakePullRun(() => undefined);
  expect(await pullMenu(run)).toEqual([]);
  expect(written.get("menu")).toEqual({ items: [] });
});
