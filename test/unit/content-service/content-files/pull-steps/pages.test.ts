import { expect, test } from "vitest";
import { menuListResponse } from "../../../../../shared/api/menu.server.js";
import { AlbumWriter } from "../../../../../server/content-service/content-files/pull-steps/album-writer.js";
import { pullPages } from "../../../../../server/content-service/content-files/pull-steps/pages.js";
import { HALL_PAGES } from "../../../../../shared/lib/hall-pages.js";
import { fakePullRun } from "./fake-pull-run.js";

const page = (content: string) => ({
  data: {
    result: { title: "t", intro: "i", content, image: "/media/p.svg", video: "", typeId: 1 },
    album: [],
    slider: [],
  },
});

test("pages named by the menu, news, focus, the social list and the halls are each pulled once", async () => {
  const { run, asked, written } = fakePullRun((endpoint, body) => {
    if (endpoint === "POST /api/website/getPageList")
      return {
        data: {
          pageDataList: [
            { id: 8, title: "s", image: "", path: "page2" },
            { id: 5, title: "t", image: "", path: "page" },
          ],
        },
      };
    return "id" in body && body.id !== 6 ? page(`<p>${String(body.id)}</p>`) : undefined;
  });
  const menu = menuListResponse.parse({
    menuListData: [{ id: 1, name: "m", pageList: [{ id: 5, name: "p", path: "page", referType: "page" }] }],
  }).menuListData;
  const news = [
    {
      id: 1,
      category: "c",
      articleList: [{ postID: 1, pageID: 6, title: "", intro: "", thumbnailUrl: "", redirectUrl: "" }],
    },
  ];
  const focus = [{ title: "", intro: "", thumbnailUrl: "", redirectUrl: "", typeID: 1, pageID: 5 }];
  const { ids, html } = await pullPages(run, new AlbumWriter(run), { menu, news, focus });
  expect([...ids]).toEqual([5, 6, 8, ...HALL_PAGES.map((hall) => hall.pageId)]);
  expect(asked[0]).toBe('POST /api/website/getPageList {"menuPath":"socialActivity"}');
  // Page 6 has no record: nothing written, nothing of it in the text to follow.
  expect(written.has("pages/6")).toBe(false);
  expect(html.slice(0, 2)).toEqual(["<p>5</p>", "<p>8</p>"]);
  expect(written.get("pages/5")).toEqual({
    id: 5,
    typeId: 1,
    title: "t",
    intro: "i",
    content: "rich:<p>5</p>",
    image: "pulled:/media/p.svg",
    video: "pulled:",
    menuPath: "socialActivity",
    linkPath: "page",
    position: 2,
  });
  expect(written.get("pages/8")).toMatchObject({ linkPath: "page2", position: 1 });
  expect(written.get(`pages/${HALL_PAGES[0]?.pageId}`)).not.toHaveProperty("menuPath");
});
