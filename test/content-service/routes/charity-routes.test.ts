// Charities, their activities and albums.
import { describe, expect, it } from "vitest";
import {
  activityListResponse,
  activityResponse,
  charityAlbumResponse,
  charityResponse,
} from "../../../shared/api/charity.server.js";
import { contentRequests } from "../content-requests.js";

const { post } = contentRequests();

describe("charity", () => {
  it("getCharity, activity list (open and closed), one activity, albums", async () => {
    expect(charityResponse.parse(await post("/api/website/getCharity", { id: 1 })).data.data.title).toBeTruthy();
    const list = activityListResponse.parse(await post("/api/website/getCharityActivityList", { id: 1 }));
    const flags = list.data.activityList.map((activity) => activity.isDonate);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    const first = list.data.activityList[0];
    const one = activityResponse.parse(await post("/api/website/getCharityActivity", { id: first?.id }));
    expect(one.data.data).toEqual(first);
    const albums = charityAlbumResponse.parse(await post("/api/website/getCharityAlbum", { id: 1 }));
    expect(albums.data.albums.length).toBeGreaterThanOrEqual(2);
    expect(albums.data.albums.every((album) => album.contentList.length > 0)).toBe(true);
  });
});
