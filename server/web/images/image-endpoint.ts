// GET /_img?src=…&w=…: one resized, re-encoded variant of an allowed source, in the order docs/images.md
// gives (the disk cache before the source, so cached variants outlive an upstream outage).
import fresh from "fresh";
import { createHash } from "node:crypto";
import type { lookup } from "node:dns";
import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { LRUCache } from "lru-cache";
import { parseImageWidth } from "../../../shared/lib/image-widths.js";
import type { ImageConfig } from "../config.js";
import { sendNotFound } from "../http/not-found.js";
import { sendStatusPage, STATUS_MESSAGES } from "../http/status-page.js";
import { throttledLog } from "../observability/log-throttle.js";
import type { Logger } from "../observability/logger.js";
import { DiskCache, type CachedVariant } from "./disk-cache.js";
import { ImageError, isImageError, UnreadableImage } from "./image-error.js";
import { resolveSource, sourceKey, type ImageSource, type SourceRules } from "./image-source.js";
import { acceptClass, CONTENT_TYPES, transform, type Variant } from "./image-transform.js";
import { Limiter, OverShare } from "./limiter.js";
import { loadSource } from "./load-source.js";
import { ORIGINAL_CACHE_CONTROL, originalAnswers, type Answer } from "./original-answer.js";
import { isDecoded, sniffFormat } from "./sniff-format.js";

export interface ImageEndpointOptions extends SourceRules, ImageConfig {
  siteMediaDir: string;
  logger: Logger;
  resolve?: typeof lookup;
}

/** Bumped when the pipeline's output changes, so old variants are not served for new requests. */
const PIPELINE_VERSION = "2";
const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400, stale-while-revalidate=604800";
// A variant opened on its own (an SVG above all) must not run or load anything.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** One client's share of the waiting productions: an eighth of the queue (docs/images.md). */
const CLIENT_SHARE = 8;
/** A client over its share waits for its 503: refused at once, a flood would ask again at once. */
const OVER_SHARE_DELAY_MS = 1000;

const cachedAnswer = (entry: CachedVariant, bytes: Buffer): Answer => ({
  etag: entry.etag,
  contentType: CONTENT_TYPES[entry.format],
  bytes,
  original: false,
});

export function createImageEndpoint(options: ImageEndpointOptions): RequestHandler {
  const cache = new DiskCache(options.cacheDir, options.cacheMaxBytes);
  const opened = cache.open();
  opened.catch((error: unknown) => options.logger.error({ err: error }, "image cache folder unusable"));
  // Every production holds a fetch slot until its transform is done, so this queue is the one to share.
  const perClient = Math.max(1, Math.ceil(options.queueLimit / CLIENT_SHARE));
  const fetchSlots = new Limiter(options.concurrency + 2, options.queueLimit, perClient);
  const transformSlots = new Limiter(options.concurrency, options.queueLimit);
  const inFlight = new Map<string, Promise<Answer>>();
  // A broken source is not fetched again for every request in the next few seconds.
  const failures = new LRUCache<string, ImageError>({ max: 1000, ttl: 5000 });
  const originals = originalAnswers(options.logger, options.maxPixels);
  // A flood is refused thousands of times a second: one line per interval, not one per refusal.
  const busyLog = throttledLog(options.logger, "image queue full");

  const produce =
    (key: string, source: ImageSource, width: number, accept: ReturnType<typeof acceptClass>) =>
    async (): Promise<Answer> => {
      const loaded = await loadSource(source, { ...options, maxBytes: options.maxSourceBytes });
      const format = sniffFormat(loaded.bytes);
      if (!format) throw new ImageError(422, "圖片來源不是圖片");
      const validator = loaded.validator ?? createHash("sha256").update(loaded.bytes).digest("hex");
      if (!isDecoded(format))
        return originals.answer(source, loaded.bytes, format, validator, "format not decoded here");
      let variant: Variant;
      try {
        variant = await transformSlots.run(() =>
          transform(loaded.bytes, format, width, accept, {
            maxPixels: options.maxPixels,
            timeoutSeconds: Math.ceil(options.timeoutMs / 1000),
          }),
        );
      } catch (error) {
        if (error instanceof UnreadableImage)
          return originals.answer(source, loaded.bytes, format, validator, error.message);
        throw error;
      }
      const etag = createHash("sha1").update(`${validator}|${key}`).digest("hex").slice(0, 20);
      const entry = await cache.put(key, etag, variant.format, variant.bytes);
      return cachedAnswer(entry, variant.bytes);
    };

  const variantOf = (key: string, start: () => Promise<Answer>): Promise<Answer> => {
    let running = inFlight.get(key);
    if (!running) {
      running = start().finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    }
    return running;
  };

  return async (req, res) => {
    try {
      const { src, w } = req.query;
      const width = parseImageWidth(w);
      if (width === null) throw new ImageError(400, "不支援的圖片寬度");
      const source = resolveSource(src, options);
      const accept = acceptClass(req, options.avif, width);
      const key = createHash("sha1")
        .update(`${PIPELINE_VERSION}|${sourceKey(source)}|${width}|${accept}`)
        .digest("hex");
      const variantControl = source.immutable ? YEAR : DAY;
      const cacheControl = (answer: Answer) => (answer.original ? ORIGINAL_CACHE_CONTROL : variantControl);
      await opened.catch(() => undefined);

      const cached = cache.get(key);
      if (cached) {
        if (isFresh(req, cached.etag)) return notModified(res, cached.etag, variantControl);
        const bytes = await cache.read(cached);
        if (bytes) return send(res, cachedAnswer(cached, bytes), cacheControl);
        cache.forget(key);
      }
      const kept = originals.kept(source);
      if (kept) return answer(req, res, kept, cacheControl);
      const failed = failures.get(key);
      if (failed) throw failed;
      const client = ipKeyGenerator(req.ip ?? "", 56);
      const produced = await variantOf(key, () =>
        fetchSlots.run(produce(key, source, width, accept), client).catch((error: unknown) => {
          if (isImageError(error) && error.status !== 503) failures.set(key, error);
          throw error;
        }),
      );
      return answer(req, res, produced, cacheControl);
    } catch (error) {
      if (isImageError(error) && error.status === 503) busyLog({ ip: req.ip });
      if (error instanceof OverShare) await new Promise((resolve) => setTimeout(resolve, OVER_SHARE_DELAY_MS));
      fail(res, error, options.logger, req);
    }
  };
}

function answer(req: Request, res: Response, produced: Answer, cacheControl: (a: Answer) => string): void {
  if (isFresh(req, produced.etag)) return notModified(res, produced.etag, cacheControl(produced));
  send(res, produced, cacheControl);
}

const isFresh = (req: Request, etag: string): boolean =>
  req.headers["if-none-match"] !== undefined && fresh(req.headers, { etag: `"${etag}"` });

function commonHeaders(res: Response, etag: string, cacheControl: string): void {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", `"${etag}"`);
  res.setHeader("Vary", "Accept");
  res.setHeader("Content-Security-Policy", IMAGE_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
}

function notModified(res: Response, etag: string, cacheControl: string): void {
  commonHeaders(res, etag, cacheControl);
  res.status(304).end();
}

function send(res: Response, produced: Answer, cacheControl: (a: Answer) => string): void {
  commonHeaders(res, produced.etag, cacheControl(produced));
  res.setHeader("Content-Type", produced.contentType);
  res.setHeader("Content-Length", produced.bytes.length);
  res.status(200).end(res.req.method === "HEAD" ? undefined : produced.bytes);
}

/** 502 and 504 are logged here; 503 (queue full) by the caller, throttled. */
function fail(res: Response, error: unknown, logger: Logger, req: Request): void {
  const known = isImageError(error);
  const status = known ? error.status : 500;
  if (!known) logger.error({ err: error, url: req.originalUrl }, "image request failed");
  else if (status >= 500 && status !== 503)
    logger.warn({ status, reason: error.message, url: req.originalUrl }, "image source failed");
  if (status === 404) return sendNotFound(req, res, "image", { "content-security-policy": IMAGE_CSP });
  const headers: Record<string, string> = {
    "cache-control": status >= 500 ? "no-store" : "public, max-age=60",
    "content-security-policy": IMAGE_CSP,
  };
  if (status === 503) headers["retry-after"] = "1";
  sendStatusPage(req, res, status, known ? error.message : STATUS_MESSAGES.serverError, headers);
}
