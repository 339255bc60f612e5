// POST /api/website/getMenuList
import { z } from "zod";
import { idField, listOf, textField } from "./fields.server.js";

const subItemSchema = z.object({
  id: idField,
  name: textField,
  path: textField,
  referType: z.enum(["url", "page", "path"]).catch("path"),
});

const menuItemSchema = z.object({
  id: idField,
  name: textField,
  path: z
    .string()
    .nullish()
    .transform((v) => v || undefined),
  pageList: z
    .array(subItemSchema)
    .nullish()
    .transform((v) => v ?? undefined),
});

export const menuListResponse = z.object({ menuListData: listOf(menuItemSchema) });
export type MenuItem = z.output<typeof menuItemSchema>;
export type MenuSubItem = z.output<typeof subItemSchema>;
