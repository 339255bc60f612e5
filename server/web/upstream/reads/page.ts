// Pages, articles and albums (getPage by id or path, getArticle, getAlbumContent): one entry per argument.
import {
  albumContentResponse,
  articleResponse,
  pageByPathResponse,
  pageResponse,
} from "../../../../shared/api/page.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function pageReads(reader: EndpointReader) {
  const getPage = reader.cached(String, async (id: number) => {
    const { data } = await reader.post("/api/website/getPage", { id }, pageResponse);
    return { ...data, result: { ...data.result, content: reader.sanitize(data.result.content) } };
  });
  const getPageByPath = reader.cached(String, async (pagePath: string) => {
    const { data } = await reader.post("/api/website/getPage", { pagePath }, pageByPathResponse);
    return { ...data.result, content: reader.sanitize(data.result.content) };
  });
  const getAlbumContent = reader.cached(
    String,
    async (albumId: number) =>
      (await reader.post("/api/website/getAlbumContent", { albumId }, albumContentResponse)).data.slider,
  );
  const getArticle = reader.cached(String, async (id: number) => {
    const { result } = (await reader.post("/api/website/getArticle", { id }, articleResponse)).data;
    return { ...result, content: reader.sanitize(result.content) };
  });
  return (noStale: boolean) => ({
    getPage: getPage(noStale),
    getPageByPath: getPageByPath(noStale),
    getAlbumContent: getAlbumContent(noStale),
    getArticle: getArticle(noStale),
  });
}
