// GET /api/homepage/slider and GET /api/homepage/articleList
import { z } from "zod";
import { idField, linkField, listOf, mediaField, orDefault, textField } from "./fields.server.js";

const homeSlideSchema = z.object({
  fileType: z.enum(["image", "video"]).catch("image"),
  fileUrl: mediaField,
  position: orDefault(z.number(), 0),
});
export const homeSliderResponse = z.object({ data: listOf(homeSlideSchema) });
export type HomeSlide = z.output<typeof homeSlideSchema>;

const newsArticleSchema = z.object({
  postID: idField,
  pageID: idField,
  title: textField,
  intro: textField,
  thumbnailUrl: mediaField,
  redirectUrl: linkField,
});
const newsCategorySchema = z.object({
  id: idField,
  category: textField,
  articleList: listOf(newsArticleSchema),
});
export const articleListResponse = z.object({ data: listOf(newsCategorySchema) });
export type NewsArticle = z.output<typeof newsArticleSchema>;
export type NewsCategory = z.output<typeof newsCategorySchema>;
