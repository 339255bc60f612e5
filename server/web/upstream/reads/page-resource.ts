// A fixed page resource (pageResource/0/7, 0/13): its first article, sanitised, and its slider.
import { pageResourceResponse } from "../../../../shared/api/page-resource.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function pageResourceReads(reader: EndpointReader) {
  const getPageResource = reader.cached(
    (resource: "0/7" | "0/13") => resource,
    async (resource: "0/7" | "0/13") => {
      const { data } = await reader.get(`/api/homepage/pageResource/${resource}`, pageResourceResponse);
      const first = data.article[0]?.article[0];
      return {
        article: first ? { ...first, content: reader.sanitize(first.content) } : null,
        slider: data.slider,
      };
    },
  );
  return (noStale: boolean) => ({ getPageResource: getPageResource(noStale) });
}
