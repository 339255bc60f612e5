// POST /api/website/getPageList, getFocusList, getHistoryList
import { z } from "zod";
import { idField, linkField, listOf, listResponse, mediaField, orDefault, textField } from "./fields.server.js";

const pageEntrySchema = z.object({ id: idField, title: textField, image: mediaField, path: textField });
export const pageListResponse = listResponse("pageDataList", pageEntrySchema);
export type PageEntry = z.output<typeof pageEntrySchema>;

const focusItemSchema = z.object({
  title: textField,
  intro: textField,
  thumbnailUrl: mediaField,
  redirectUrl: linkField,
  typeID: orDefault(z.number(), 1),
  pageID: idField,
});
export const focusListResponse = listResponse("focusDataList", focusItemSchema);
export type FocusItem = z.output<typeof focusItemSchema>;

const historyContentSchema = z.object({ type: textField, data: textField });
const historyItemSchema = z.object({ id: idField, year: textField, content: listOf(historyContentSchema) });
export const historyListResponse = listResponse("historyList", historyItemSchema);
export type HistoryItem = z.output<typeof historyItemSchema>;
