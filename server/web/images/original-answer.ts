// A source's own bytes when browsers show it but we cannot transform it: a picture rather than a broken
// one, for a shorter time, logged once per source (docs/images.md).
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Logger } from "../observability/logger.js";
import { bmpPixels, icoPixels } from "./header-pixels.js";
import { ImageError } from "./image-error.js";
import { sourceKey, type ImageSource } from "./image-source.js";
import { SOURCE_TYPES, type SourceFormat } from "./sniff-format.js";

export interface Answer {
  etag: string;
  contentType: string;
  bytes: Buffer;
  original: boolean;
}

const ORIGINAL_SECONDS = 3600;
/** Long enough to spare the source, short enough that a repaired file or a better decoder shows soon. */
export const ORIGINAL_CACHE_CONTROL = `public, max-age=${ORIGINAL_SECONDS}`;
const KEPT_BYTES = 64 * 1024 * 1024;
const LOGGED_SOURCES = 10_000;

export interface OriginalAnswers {
  kept(source: ImageSource): Answer | undefined;
  answer(source: ImageSource, bytes: Buffer, format: SourceFormat, validator: string, reason: string): Answer;
}

export function originalAnswers(logger: Logger, maxPixels: number): OriginalAnswers {
  const kept = new LRUCache<string, Answer>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.bytes.length),
    ttl: ORIGINAL_SECONDS * 1000,
  });
  const logged = new LRUCache<string, true>({ max: LOGGED_SOURCES });
  return {
    kept: (source) => kept.get(sourceKey(source)),
    answer: (source, bytes, format, validator, reason) => {
      // The decoder never read these headers, so the cap is checked on what they claim.
      const pixels = format === "bmp" ? bmpPixels(bytes) : format === "ico" ? icoPixels(bytes) : 0;
      if ((pixels ?? 0) > maxPixels) throw new ImageError(422, "圖片像素超過上限");
      const id = sourceKey(source);
      const answer: Answer = {
        etag: createHash("sha1").update(`${validator}|${id}|original`).digest("hex").slice(0, 20),
        contentType: SOURCE_TYPES[format],
        bytes,
        original: true,
      };
      kept.set(id, answer);
      if (!logged.has(id)) {
        logged.set(id, true);
        logger.warn({ src: id, format, reason }, "image answered untransformed");
      }
      return answer;
    },
  };
}
