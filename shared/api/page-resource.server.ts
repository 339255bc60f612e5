// GET /api/homepage/pageResource/0/7 and /0/13 (introduction pages)
import { z } from "zod";
import { htmlField, listOf, mediaField, sliderItemSchema, textField, type Sanitised } from "./fields.server.js";

const resourceArticleSchema = z.object({ title: textField, content: htmlField, thumbnailUrl: mediaField });

export const pageResourceResponse = z.object({
  data: z.object({
    article: listOf(z.object({ article: listOf(resourceArticleSchema) })),
    slider: listOf(sliderItemSchema),
  }),
});
export type ResourceArticle = Sanitised<z.output<typeof resourceArticleSchema>>;
export interface PageResource {
  article: ResourceArticle | null;
  slider: z.output<typeof sliderItemSchema>[];
}
