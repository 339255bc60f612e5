import { expect, test } from "vitest";
import { articleListResponse, homeSliderResponse } from "../../../shared/api/home.server.js";

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

test("wrong shapes fail instead of rendering nonsense", () => {
  expect(homeSliderResponse.safeParse({ data: [{ fileType: "image", fileUrl: 3 }] }).success).toBe(false);
  expect(articleListResponse.safeParse({ data: [{ id: -1, category: "x", articleList: [] }] }).success).toBe(false);
});
