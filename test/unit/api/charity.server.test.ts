import { expect, test } from "vitest";
import { charityAlbumResponse, activityListResponse } from "../../../shared/api/charity.server.js";

test("charity activity list and albums match the contract", () => {
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
});
