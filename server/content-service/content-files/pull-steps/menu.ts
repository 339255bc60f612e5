// content:pull's menu: every menu entry, its link or its sub-menu kept as the upstream gave it.
import { menuListResponse, type MenuItem } from "../../../../shared/api/menu.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { PullRun } from "./pull-run.js";

/** The menu as written; later steps follow its links. */
export async function pullMenu(run: PullRun): Promise<MenuItem[]> {
  const menu = (await run.call(menuListResponse, PULLED.menuList))?.menuListData ?? [];
  run.write("menu", {
    items: menu.map(({ pageList, path: link, ...item }) => ({
      ...item,
      ...(link ? { path: link } : {}),
      ...(pageList ? { pageList } : {}),
    })),
  });
  return menu;
}
