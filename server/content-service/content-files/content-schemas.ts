// The content files' kinds (docs/content.md), built from the API's schemas; strict, so a misspelt field errs.
import { marked } from "marked";
import { z } from "zod";
import { idField, orderField, textField } from "../../../shared/api/fields.server.js";
import { isRelativeMedia, replaceAddresses } from "./rich-text-media.js";

export type MediaResolver = (reference: string) => { ok: true; address: string } | { ok: false; message: string };

const VIDEO = /\.(mp4|webm|mov|m4v|ogv)$/i;

/** Markdown writes a path's spaces and non-ASCII letters %-encoded; the file on disk has them plain. */
function decoded(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

export function contentSchemas(resolveMedia: MediaResolver) {
  const resolve = (value: string, ctx: z.RefinementCtx, path: string[] = []): string => {
    const resolved = resolveMedia(value);
    if (resolved.ok) return resolved.address;
    ctx.addIssue({ code: "custom", message: resolved.message, path });
    return "";
  };
  const media = z
    .string()
    .nullish()
    .transform((value, ctx) => (value ? resolve(value, ctx) : ""));
  const link = z
    .string()
    .regex(/^(https?:\/\/|\/(?!\/))/, "must start with http://, https:// or /")
    .or(z.literal(""))
    .nullish()
    .transform((value) => value ?? "");
  const richText = z
    .union([z.string(), z.strictObject({ markdown: z.string() })])
    .nullish()
    .transform((value, ctx) => {
      const html = typeof value === "string" ? value : value ? marked.parse(value.markdown, { async: false }) : "";
      return replaceAddresses(html, (address) =>
        isRelativeMedia(address) ? resolve(decoded(address), ctx) : undefined,
      );
    });
  const position = z.number().int().optional();

  const subItem = z.strictObject({
    id: idField,
    name: textField,
    path: textField,
    referType: z.enum(["url", "page", "path"]),
  });
  const menu = z.strictObject({
    items: z.array(
      z.strictObject({
        id: idField,
        name: textField,
        path: z.string().optional(),
        pageList: z.array(subItem).optional(),
      }),
    ),
  });

  const slider = z.strictObject({
    slides: z.array(
      z
        .strictObject({ fileType: z.enum(["image", "video"]).optional(), fileUrl: media, position: z.number().int() })
        .transform((slide) => ({
          ...slide,
          fileType: slide.fileType ?? (VIDEO.test(slide.fileUrl) ? "video" : "image"),
        })),
    ),
  });
  const news = z.strictObject({
    categories: z.array(
      z.strictObject({
        id: idField,
        category: textField,
        articleList: z.array(
          z.strictObject({
            postID: idField,
            pageID: idField,
            title: textField,
            intro: textField,
            thumbnailUrl: media,
            redirectUrl: link,
          }),
        ),
      }),
    ),
  });

  const page = z.strictObject({
    id: idField,
    typeId: z.number().int(),
    title: textField,
    intro: textField,
    content: richText,
    image: media,
    video: media,
    pagePath: z.string().min(1).optional(),
    menuPath: z.string().min(1).optional(),
    linkPath: z.string().default("page"),
    position: z.number().int().default(0),
  });

  const photo = z.strictObject({ image: media, title: textField, description: textField });
  const owner = z.union([
    z.strictObject({ page: idField }),
    z.strictObject({ course: idField }),
    z.strictObject({ charity: idField }),
  ]);
  const album = z.strictObject({
    id: idField,
    owner,
    name: textField,
    title: textField,
    image: media,
    order: orderField,
    photos: z.array(photo).default([]),
  });

  const article = z.strictObject({ id: idField, title: textField, thumbnailUrl: media, content: richText });

  const resource = z.strictObject({
    key: z.enum(["0/7", "0/13"]),
    groups: z.array(
      z.strictObject({
        articles: z.array(z.strictObject({ title: textField, content: richText, thumbnailUrl: media })),
      }),
    ),
    slider: z.array(z.strictObject({ url: media, title: textField, description: textField })).default([]),
  });

  const focus = z.strictObject({
    items: z.array(
      z.strictObject({
        title: textField,
        intro: textField,
        thumbnailUrl: media,
        redirectUrl: link,
        typeID: z.number().int().default(1),
        pageID: idField,
      }),
    ),
  });
  const history = z.strictObject({
    years: z.array(
      z.strictObject({
        id: idField,
        year: textField,
        content: z.array(
          z
            .strictObject({ type: z.string(), data: textField })
            // An image entry's data is the picture's address.
            .transform((entry, ctx) =>
              entry.type === "image" && entry.data ? { ...entry, data: resolve(entry.data, ctx, ["data"]) } : entry,
            ),
        ),
      }),
    ),
  });

  const charity = z.strictObject({ id: idField, title: textField, content: richText });
  const mediaItem = z.strictObject({ image: media, title: textField });
  const activity = z.strictObject({
    id: idField,
    charity: idField,
    name: textField,
    content: richText,
    startDate: textField,
    endDate: textField,
    isDonate: z.boolean().default(false),
    position,
    albumList: z.array(mediaItem).default([]),
  });
  const hall = z.strictObject({
    id: idField,
    name: textField,
    image: media,
    content: richText,
    position,
    photos: z.array(mediaItem).default([]),
  });
  const course = z.strictObject({
    id: idField,
    hall: idField,
    name: textField,
    startTime: textField,
    endTime: textField,
    image: media,
    position,
  });
  // Demo only: labelled photos drawn at run time (media/labelled-photo.ts) instead of files.
  const placeholders = z.strictObject({
    images: z.array(
      z.strictObject({
        name: z.string().regex(/^[a-z0-9-]{1,80}$/),
        label: textField,
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    ),
  });

  return {
    single: { menu, slider, news, focus, history, placeholders },
    many: { page, album, article, resource, charity, activity, hall, course },
  };
}

export type ContentSchemas = ReturnType<typeof contentSchemas>;
type Single = ContentSchemas["single"];
type Many = ContentSchemas["many"];

export const SINGLE_FILES: Record<keyof Single, string> = {
  menu: "menu",
  slider: "home/slider",
  news: "home/news",
  focus: "lists/focus",
  history: "lists/history",
  placeholders: "placeholders",
};
export const MANY_FOLDERS: Record<keyof Many, string> = {
  page: "pages",
  album: "albums",
  article: "articles",
  resource: "resources",
  charity: "charities",
  activity: "activities",
  hall: "halls",
  course: "courses",
};

export type ContentSet = { [K in keyof Single]?: z.output<Single[K]> } & {
  [K in keyof Many]: (z.output<Many[K]> & { file: string })[];
};
