// The site menu (getMenuList): one entry for every visitor.
import { menuListResponse } from "../../../../shared/api/menu.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function menuReads(reader: EndpointReader) {
  const getMenu = reader.cached(
    () => "menu",
    async () => (await reader.post("/api/website/getMenuList", {}, menuListResponse)).menuListData,
  );
  return (noStale: boolean) => ({ getMenu: getMenu(noStale) });
}
