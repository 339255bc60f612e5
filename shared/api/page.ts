// POST /api/website/getPage (by id and by pagePath), getAlbumContent, getArticle
import { z } from "zod";
import {
  detailResponse,
  htmlField,
  idField,
  listResponse,
  mediaField,
  orDefault,
  sliderItemSchema,
  textField,
  type Sanitised,
} from "./fields.js";

const pageResultSchema = z.object({
  id: idField.optional(),
  title: textField,
  intro: textField,
  content: htmlField,
  image: mediaField,
  video: mediaField,
  typeId: orDefault(z.number(), 0),
});
export const pageResponse = detailResponse(pageResultSchema);
export type PageResult = Sanitised<z.output<typeof pageResultSchema>>;
export type PageDetail = Sanitised<z.output<typeof pageResponse>["data"]>;

export const pageByPathResponse = z.object({
  data: z.object({ result: z.object({ title: textField, content: htmlField }) }),
});
export type PageByPath = Sanitised<z.output<typeof pageByPathResponse>["data"]["result"]>;

export const albumContentResponse = listResponse("slider", sliderItemSchema);

const articleSchema = z.object({ title: textField, thumbnailUrl: mediaField, content: htmlField });
export const articleResponse = z.object({ data: z.object({ result: articleSchema }) });
export type Article = Sanitised<z.output<typeof articleSchema>>;
