// Pages, their albums, articles and the page, focus and history lists.
import { describe, expect, it } from "vitest";
import { focusListResponse, historyListResponse, pageListResponse } from "../../../shared/api/lists.server.js";
import {
  albumContentResponse,
  articleResponse,
  pageByPathResponse,
  pageResponse,
} from "../../../shared/api/page.server.js";
import { contentRequests } from "../content-requests.js";

const { post } = contentRequests();

describe("pages", () => {
  it("getPage typeId 1 and 2 with several albums out of order; slider = lowest-order album", async () => {
    const typeIds = new Set<number>();
    for (const id of [1, 2, 3, 4, 8]) {
      const { data } = pageResponse.parse(await post("/api/website/getPage", { id }));
      typeIds.add(data.result.typeId);
      if (data.album.length < 2) continue;
      const orders = data.album.map((album) => album.order);
      expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
      const first = [...data.album].sort((a, b) => a.order - b.order)[0];
      const photos = albumContentResponse.parse(await post("/api/website/getAlbumContent", { albumId: first?.id }));
      expect(data.slider.map((s) => s.image)).toEqual(photos.data.slider.map((s) => s.image));
    }
    expect(typeIds).toEqual(new Set([1, 2]));
  });

  it("getPage by pagePath: the standalone donation page", async () => {
    const { data } = pageByPathResponse.parse(await post("/api/website/getPage", { pagePath: "donate-general" }));
    expect(data.result.title).toContain("捐款");
    expect(data.result.content).toContain("<p>");
  });

  it("getArticle, getPageList, getFocusList, getHistoryList", async () => {
    expect(articleResponse.parse(await post("/api/website/getArticle", { id: 1 })).data.result.title).toBeTruthy();
    const entries = pageListResponse.parse(await post("/api/website/getPageList", { menuPath: "socialActivity" }));
    expect(entries.data.pageDataList.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries.data.pageDataList) {
      expect(["page", "page2"]).toContain(entry.path);
      pageResponse.parse(await post("/api/website/getPage", { id: entry.id }));
    }
    const focus = focusListResponse.parse(await post("/api/website/getFocusList"));
    expect(focus.data.focusDataList.some((item) => item.redirectUrl)).toBe(true);
    expect(focus.data.focusDataList.some((item) => !item.redirectUrl)).toBe(true);
    const history = historyListResponse.parse(await post("/api/website/getHistoryList"));
    expect(history.data.historyList.length).toBeGreaterThanOrEqual(8);
    const types = new Set(history.data.historyList.flatMap((year) => year.content.map((item) => item.type)));
    for (const type of ["title", "label", "enLabel", "image"]) expect(types).toContain(type);
  });
});
