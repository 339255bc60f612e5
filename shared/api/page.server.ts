// POST /api/website/getPage (by id and by pagePath), getAlbumContent, getArticle
import { z } from "zod";
import { publishedDate } from "../lib/published-date.js";
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
} from "./fields.server.js";

// Loose: the contract names no date, but a date field an upstream sends is the publication date.
const pageResultSchema = z
  .looseObject({
    id: idField.optional(),
    title: textField,
    intro: textField,
    content: htmlField,
    image: mediaField,
    video: mediaField,
    typeId: orDefault(z.number(), 0),
  })
  .transform(({ id, title, intro, content, image, video, typeId, ...rest }) => ({
    ...(id === undefined ? {} : { id }),
    title,
    intro,
    content,
    image,
    video,
    typeId,
    datePublished: publishedDate(rest),
  }));
export const pageResponse = detailResponse(pageResultSchema);
export type PageResult = Sanitised<z.output<typeof pageResultSchema>>;
export type PageDetail = Sanitised<z.output<typeof pageResponse>["data"]>;

export const pageByPathResponse = z.object({
  data: z.object({ result: z.object({ title: textField, content: htmlField }) }),
});
export type PageByPath = Sanitised<z.output<typeof pageByPathResponse>["data"]["result"]>;

export const albumContentResponse = listResponse("slider", sliderItemSchema);

const articleSchema = z
  .looseObject({ title: textField, thumbnailUrl: mediaField, content: htmlField })
  .transform(({ title, thumbnailUrl, content, ...rest }) => ({
    title,
    thumbnailUrl,
    content,
    datePublished: publishedDate(rest),
  }));
export const articleResponse = z.object({ data: z.object({ result: articleSchema }) });
export type Article = Sanitised<z.output<typeof articleSchema>>;
