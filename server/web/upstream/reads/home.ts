// The home page's own endpoints: the slider and the news categories, one entry each.
import { articleListResponse, homeSliderResponse } from "../../../../shared/api/home.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function homeReads(reader: EndpointReader) {
  // A slide without a file cannot be shown; the upstream's order is its position, not the list's.
  const getHomeSlides = reader.cached(
    () => "slides",
    async () => {
      const { data } = await reader.get("/api/homepage/slider", homeSliderResponse);
      return data.filter((s) => s.fileUrl).sort((a, b) => a.position - b.position);
    },
  );
  const getNewsCategories = reader.cached(
    () => "news",
    async () => (await reader.get("/api/homepage/articleList", articleListResponse)).data,
  );
  return (noStale: boolean) => ({
    getHomeSlides: getHomeSlides(noStale),
    getNewsCategories: getNewsCategories(noStale),
  });
}
