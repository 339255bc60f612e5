import { expect, test } from "vitest";
import { pageResourceResponse } from "../../../shared/api/page-resource.server.js";

test("nested article lists and slider parse; missing lists are empty", () => {
  const parsed = pageResourceResponse.parse({
    data: {
      article: [{ article: [{ title: "t", content: "<p>c</p>", thumbnailUrl: "javascript:x" }] }],
      slider: [{ url: "/media/s.jpg", title: "s" }],
    },
  });
  expect(parsed.data.article[0]?.article[0]?.thumbnailUrl).toBe("");
  expect(parsed.data.slider[0]?.image).toBe("/media/s.jpg");
  expect(pageResourceResponse.parse({ data: { article: [{}], slider: null } }).data).toEqual({
    article: [{ article: [] }],
    slider: [],
  });
});
