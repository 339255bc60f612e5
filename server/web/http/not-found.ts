// What "not found" answers, for each kind of request: its message and headers, decided here only.
// status-page.ts writes the body (JSON under /api and /media, a page elsewhere). A page read (GET or
// HEAD) is the exception: the route table's catch-all renders the site's own 404 page, stored and
// sent like any page (docs/architecture.md).
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendStatusPage } from "./status-page.js";

export type NotFoundKind = "page" | "file" | "image" | "api" | "media";

interface NotFoundAnswer {
  message: string;
  cacheControl: string;
}

const ANSWERS: Record<NotFoundKind, NotFoundAnswer> = {
  /** A page asked with a method it has no route for (a form post to an unknown path). */
  page: { message: "找不到此頁面", cacheControl: "no-store" },
  /** A file of the build, of /images, or a sitemap part: a missing name may be there after the next deploy. */
  file: { message: "找不到此資源", cacheControl: "no-store" },
  /** An image (/_img, /site-media): kept a minute, so a page of broken images is not asked for per <img>. */
  image: { message: "找不到指定的圖片", cacheControl: "public, max-age=60" },
  /** An /api path no allow-list rule names. */
  api: { message: "找不到此 API", cacheControl: "no-store" },
  /** A /media file the upstream does not have. */
  media: { message: "找不到指定的媒體檔案", cacheControl: "no-store" },
};

export const notFoundMessage = (kind: NotFoundKind): string => ANSWERS[kind].message;

/** The 404 for `kind`; `headers` adds what the path sends on every answer (an image's sandbox CSP). */
export function sendNotFound(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  kind: NotFoundKind,
  headers: Record<string, string> = {},
): void {
  const { message, cacheControl } = ANSWERS[kind];
  sendStatusPage(req, res, 404, message, { "cache-control": cacheControl, ...headers });
}

/** An upstream's "no such thing": Gone is the same to a visitor. */
export const upstreamSaysMissing = (status: number | null): boolean => status === 404 || status === 410;
