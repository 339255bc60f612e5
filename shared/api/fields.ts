// Field-level schema pieces shared by the endpoint schemas: lenient where the contract
// says a field is optional, strict on what identifies a record.
import { z } from "zod";
import { safeHref, safeMediaUrl } from "../lib/link-rules.js";

/** Positive integer id; numeric strings are accepted because some upstreams serialise ids as text. */
export const idField = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .pipe(z.number().int().positive());

/** Optional text: missing or null becomes "". */
export const textField = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** Untrusted HTML; the server data layer sanitises it before anything renders it. */
export const htmlField = textField;

/** Media address: only http(s) or site-relative survive; anything else becomes "". */
export const mediaField = z
  .string()
  .nullish()
  .transform((v) => safeMediaUrl(v));

/** Link target from content: only http(s) or site-relative survive; anything else becomes "". */
export const linkField = z
  .string()
  .nullish()
  .transform((v) => safeHref(v) ?? "");

/** Sort order; missing sorts last. */
export const orderField = z
  .number()
  .nullish()
  .transform((v) => v ?? Number.MAX_SAFE_INTEGER);

/** A list that may be missing or null: treated as empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
}

/** A slider photo (image or url, title, description). */
export const sliderItemSchema = z
  .object({ image: mediaField, url: mediaField, title: textField, description: textField })
  .transform(({ image, url, title, description }) => ({ image: image || url, title, description }));
export type SliderItem = z.output<typeof sliderItemSchema>;

/** An album header (photos load separately). */
export const albumSchema = z.object({
  id: idField,
  title: textField,
  name: textField,
  image: mediaField,
  order: orderField,
});
export type Album = z.output<typeof albumSchema>;
