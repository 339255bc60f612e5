// Lenient where the contract says a field is optional, strict on what identifies a record.
import { z } from "zod";
import { safeHref, safeMediaUrl } from "../lib/link-rules.js";
import type { SafeHtml } from "../lib/safe-html.js";

/** Positive integer id; numeric strings are accepted because some upstreams serialise ids as text. */
export const idField = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .pipe(z.number().int().positive());

export function orDefault<T extends z.ZodType>(schema: T, fallback: NonNullable<z.output<T>>) {
  return schema.nullish().transform((v): NonNullable<z.output<T>> => v ?? fallback);
}

export const textField = orDefault(z.string(), "");

/** Branded so untrusted HTML cannot reach the rich-text component before sanitizeHtml. */
export const htmlField = textField.brand<"UnsafeHtml">();
export type UnsafeHtml = z.output<typeof htmlField>;

/** Upstream getters return this, so one that forgets to sanitise a field does not compile. */
export type Sanitised<T> = T extends UnsafeHtml
  ? SafeHtml
  : T extends string | number | boolean | bigint | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Sanitised<U>[]
      : T extends object
        ? { [K in keyof T]: Sanitised<T[K]> }
        : T;

export const mediaField = z
  .string()
  .nullish()
  .transform((v) => safeMediaUrl(v));

export const linkField = z
  .string()
  .nullish()
  .transform((v) => safeHref(v) ?? "");

export const orderField = orDefault(z.number(), Number.MAX_SAFE_INTEGER);

export function listOf<T extends z.ZodType>(item: T) {
  return orDefault(z.array(item), []);
}

export function listResponse<K extends string, T extends z.ZodType>(key: K, item: T) {
  // A computed key widens to `string` in TypeScript; the mapped type keeps the endpoint's own key name.
  const shape = { [key]: listOf(item) } as { [P in K]: ReturnType<typeof listOf<T>> };
  return z.object({ data: z.object(shape) });
}

export const sliderItemSchema = z
  .object({ image: mediaField, url: mediaField, title: textField, description: textField })
  .transform(({ image, url, title, description }) => ({ image: image || url, title, description }));
export type SliderItem = z.output<typeof sliderItemSchema>;

export const albumSchema = z.object({
  id: idField,
  title: textField,
  name: textField,
  image: mediaField,
  order: orderField,
});
export type Album = z.output<typeof albumSchema>;

export function detailResponse<T extends z.ZodType>(result: T) {
  return z.object({
    data: z.object({ result, album: listOf(albumSchema), slider: listOf(sliderItemSchema) }),
  });
}
