// The contract's own examples parse; optional fields may be missing; wrong shapes are failures.
import { expect, test } from "vitest";
import { charityAlbumResponse, activityListResponse } from "../../../shared/api/charity.server.js";
import { articleListResponse, homeSliderResponse } from "../../../shared/api/home.server.js";
import { historyListResponse, focusListResponse } from "../../../shared/api/lists.server.js";
import { menuListResponse } from "../../../shared/api/menu.server.js";
import { pageResponse } from "../../../shared/api/page.server.js";
import { sponsorResponse } from "../../../shared/api/sponsor.server.js";
import { buddhismResponse } from "../../../shared/api/buddhism.server.js";

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

test("home slider: unknown extra fields are ignored, unsafe media addresses emptied", () => {
  const parsed = homeSliderResponse.parse({
    data: [{ fileType: "video", fileUrl: "javascript:x", position: 2, extra: 1 }],
  });
  expect(parsed.data[0]).toEqual({ fileType: "video", fileUrl: "", position: 2 });
});

test("news: a missing redirectUrl is empty, javascript: redirect dropped, string ids accepted", () => {
  const parsed = articleListResponse.parse({
    data: [
      {
        id: "1",
        category: "集團新聞",
        articleList: [
          { postID: 101, pageID: 5, title: "t", thumbnailUrl: "/media/n1.jpg" },
          { postID: 102, pageID: 6, title: "t", redirectUrl: "javascript:alert(1)" },
        ],
      },
    ],
  });
  expect(parsed.data[0]?.id).toBe(1);
  expect(parsed.data[0]?.articleList.map((a) => a.redirectUrl)).toEqual(["", ""]);
  expect(parsed.data[0]?.articleList[1]?.intro).toBe("");
});

test("page: the contract example parses; slider items take image or url", () => {
  const parsed = pageResponse.parse({
    data: {
      result: { id: 5, title: "t", intro: "i", content: "<p>c</p>", image: "/media/p.jpg", video: "", typeId: 1 },
      album: [{ id: 31, title: "a", image: "/media/al.jpg", order: 1 }],
      slider: [
        { image: "/media/s1.jpg", title: "s" },
        { url: "/media/s2.jpg", title: "u", description: "d" },
      ],
    },
  });
  expect(parsed.data.slider.map((s) => s.image)).toEqual(["/media/s1.jpg", "/media/s2.jpg"]);
  expect(parsed.data.album[0]?.order).toBe(1);
});

test("charity activity list, albums and sponsors match the contract", () => {
  expect(
    activityListResponse.parse({
      data: {
        activityList: [
          {
            id: 21,
            name: "n",
            content: "<p/>",
            startDate: "2024-03-01",
            endDate: "2024-03-31",
            isDonate: true,
            albumList: [{ image: "/media/c1.jpg", title: "t" }],
          },
        ],
      },
    }).data.activityList[0]?.isDonate,
  ).toBe(true);
  expect(
    charityAlbumResponse.parse({
      data: {
        data: { title: "t" },
        albums: [{ id: 41, name: "n", title: "t", image: "/media/a.jpg", order: 1, contentList: [] }],
      },
    }).data.albums,
  ).toHaveLength(1);
  expect(
    sponsorResponse.parse({
      data: { SponsorList: [{ DonorName: "王○明", Amount: 600, UpdateTime: "2024-05-01T10:20:00+08:00" }], Total: 57 },
    }).data.Total,
  ).toBe(57);
});

test("history keeps every item; the page decides which types to show", () => {
  const parsed = historyListResponse.parse({
    data: {
      historyList: [
        {
          id: 1,
          year: "2008",
          content: [
            { type: "title", data: "x" },
            { type: "other", data: "y" },
          ],
        },
      ],
    },
  });
  expect(parsed.data.historyList[0]?.content).toHaveLength(2);
});

test("focus and halls parse", () => {
  expect(
    focusListResponse.parse({
      data: {
        focusDataList: [{ title: "t", intro: "", thumbnailUrl: "/media/f.jpg", redirectUrl: "", typeID: 2, pageID: 5 }],
      },
    }).data.focusDataList[0]?.typeID,
  ).toBe(2);
  expect(
    buddhismResponse.parse({
      data: {
        data: { id: 1, name: "n", image: "/media/h.jpg", content: "<p/>" },
        slider: [],
        lesson: [{ id: 51, name: "l", startTime: "2024-06-01", endTime: "2024-08-31", image: "/media/l.jpg" }],
      },
    }).data.lesson,
  ).toHaveLength(1);
});

test("wrong shapes fail instead of rendering nonsense", () => {
  expect(menuListResponse.safeParse({ menuListData: "nope" }).success).toBe(false);
  expect(homeSliderResponse.safeParse({ data: [{ fileType: "image", fileUrl: 3 }] }).success).toBe(false);
  expect(pageResponse.safeParse({ data: {} }).success).toBe(false);
  expect(articleListResponse.safeParse({ data: [{ id: -1, category: "x", articleList: [] }] }).success).toBe(false);
  expect(sponsorResponse.safeParse({ data: { SponsorList: [], Total: "many" } }).success).toBe(false);
});
