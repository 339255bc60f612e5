// The halls (getBuddhismList), one hall (getBuddhism, HTML sanitised) and one lesson (getBuddhismLesson).
import {
  buddhismLessonResponse,
  buddhismListResponse,
  buddhismResponse,
} from "../../../../shared/api/buddhism.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function buddhismReads(reader: EndpointReader) {
  const getBuddhismList = reader.cached(
    () => "halls",
    async () => (await reader.post("/api/website/getBuddhismList", {}, buddhismListResponse)).data.buddhismList,
  );
  const getBuddhism = reader.cached(String, async (id: number) => {
    const { data } = await reader.post("/api/website/getBuddhism", { id }, buddhismResponse);
    return { ...data, data: { ...data.data, content: reader.sanitize(data.data.content) } };
  });
  const getBuddhismLesson = reader.cached(
    String,
    async (id: number) => (await reader.post("/api/website/getBuddhismLesson", { id }, buddhismLessonResponse)).data,
  );
  return (noStale: boolean) => ({
    getBuddhismList: getBuddhismList(noStale),
    getBuddhism: getBuddhism(noStale),
    getBuddhismLesson: getBuddhismLesson(noStale),
  });
}
