// A charity, its activities and albums: one entry per id, HTML sanitised.
import {
  activityListResponse,
  activityResponse,
  charityAlbumResponse,
  charityResponse,
} from "../../../../shared/api/charity.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function charityReads(reader: EndpointReader) {
  const getCharity = reader.cached(String, async (id: number) => {
    const { data } = (await reader.post("/api/website/getCharity", { id }, charityResponse)).data;
    return { ...data, content: reader.sanitize(data.content) };
  });
  const getCharityActivityList = reader.cached(String, async (id: number) =>
    (await reader.post("/api/website/getCharityActivityList", { id }, activityListResponse)).data.activityList.map(
      (a) => ({ ...a, content: reader.sanitize(a.content) }),
    ),
  );
  const getCharityActivity = reader.cached(String, async (id: number) => {
    const { data } = (await reader.post("/api/website/getCharityActivity", { id }, activityResponse)).data;
    return { ...data, content: reader.sanitize(data.content) };
  });
  const getCharityAlbum = reader.cached(
    String,
    async (id: number) => (await reader.post("/api/website/getCharityAlbum", { id }, charityAlbumResponse)).data,
  );
  return (noStale: boolean) => ({
    getCharity: getCharity(noStale),
    getCharityActivityList: getCharityActivityList(noStale),
    getCharityActivity: getCharityActivity(noStale),
    getCharityAlbum: getCharityAlbum(noStale),
  });
}
