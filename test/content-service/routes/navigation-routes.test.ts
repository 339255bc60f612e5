// POST /api/website/getMenuList: the menu the site's header and footer draw.
import { describe, expect, it } from "vitest";
import { menuListResponse } from "../../../shared/api/menu.server.js";
import { contentRequests } from "../content-requests.js";

const { post } = contentRequests();

describe("navigation", () => {
  it("menu: top-level paths and dropdowns with every referType", async () => {
    const { menuListData } = menuListResponse.parse(await post("/api/website/getMenuList"));
    const subItems = menuListData.flatMap((item) => item.pageList ?? []);
    expect(new Set(subItems.map((item) => item.referType))).toEqual(new Set(["url", "page", "path"]));
    expect(menuListData.filter((item) => item.path).map((item) => item.path)).toEqual(
      expect.arrayContaining(["about", "socialActivity", "focusActivities"]),
    );
    expect(subItems).toContainEqual(expect.objectContaining({ path: "buddhism", referType: "path" }));
    expect(subItems.some((item) => item.referType === "url" && item.path.startsWith("https://"))).toBe(true);
    for (const item of menuListData) expect(item.path === undefined || /^[A-Za-z0-9]+$/.test(item.path)).toBe(true);
  });
});
