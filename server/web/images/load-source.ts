// The bytes of a resolved source: a file from public/site-media, or an HTTP fetch under its limits.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { lookup } from "node:dns";
import { SITE_MEDIA_VERSION } from "../../../shared/lib/site-media-version.js";
import { fetchSource, type FetchedSource } from "./fetch-source.js";
import { ImageError, imageNotFound } from "./image-error.js";
import type { ImageSource } from "./image-source.js";

export interface LoadOptions {
  siteMediaDir: string;
  maxBytes: number;
  timeoutMs: number;
  resolve?: typeof lookup;
}

export async function loadSource(source: ImageSource, options: LoadOptions): Promise<FetchedSource> {
  if (source.kind === "file") {
    const file = path.join(options.siteMediaDir, source.file);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw imageNotFound();
    if (info.size > options.maxBytes) throw new ImageError(422, "圖片來源超過大小上限");
    return { bytes: await readFile(file), validator: `${SITE_MEDIA_VERSION}/${source.file}` };
  }
  return fetchSource(source.url, {
    maxBytes: options.maxBytes,
    signal: AbortSignal.timeout(options.timeoutMs),
    trusted: source.trusted,
    resolve: options.resolve,
  });
}
