import { expect, test } from "vitest";
import { historyListResponse, focusListResponse } from "../../../shared/api/lists.server.js";

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

test("focus parses", () => {
  expect(
    focusListResponse.parse({
      data: {
        focusDataList: [{ title: "t", intro: "", thumbnailUrl: "/media/f.jpg", redirectUrl: "", typeID: 2, pageID: 5 }],
      },
    }).data.focusDataList[0]?.typeID,
  ).toBe(2);
});
