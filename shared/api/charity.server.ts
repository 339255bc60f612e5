// POST /api/website/getCharity, getCharityActivityList, getCharityActivity, getCharityAlbum
import { z } from "zod";
import {
  htmlField,
  idField,
  listOf,
  listResponse,
  mediaField,
  orDefault,
  orderField,
  textField,
  type Sanitised,
} from "./fields.server.js";

// monthlyGiving: the upstream takes a donate call's period (docs/content-api.md); unsaid means it does not.
const charitySchema = z.object({ title: textField, content: htmlField, monthlyGiving: orDefault(z.boolean(), false) });
export const charityResponse = z.object({ data: z.object({ data: charitySchema }) });
export type Charity = Sanitised<z.output<typeof charitySchema>>;

const mediaItemSchema = z.object({ image: mediaField, title: textField });
export type MediaItem = z.output<typeof mediaItemSchema>;

const activitySchema = z.object({
  id: idField,
  name: textField,
  content: htmlField,
  startDate: textField,
  endDate: textField,
  isDonate: orDefault(z.boolean(), false),
  albumList: listOf(mediaItemSchema),
});
export const activityListResponse = listResponse("activityList", activitySchema);
export const activityResponse = z.object({ data: z.object({ data: activitySchema }) });
export type CharityActivity = Sanitised<z.output<typeof activitySchema>>;

const charityAlbumSchema = z.object({
  id: idField,
  name: textField,
  title: textField,
  image: mediaField,
  order: orderField,
  contentList: listOf(mediaItemSchema),
});
export const charityAlbumResponse = z.object({
  data: z.object({
    data: orDefault(z.object({ title: textField }), { title: "" }),
    albums: listOf(charityAlbumSchema),
  }),
});
export type CharityAlbum = z.output<typeof charityAlbumSchema>;
export type CharityAlbums = z.output<typeof charityAlbumResponse>["data"];
