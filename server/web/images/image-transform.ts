// One variant: decode under a pixel cap, orient, resize, sRGB, encode without metadata (no GPS).
// Qualities are measured choices (docs/images.md).
import accepts from "accepts";
import type { IncomingMessage } from "node:http";
import sharp, { type Metadata, type Sharp } from "sharp";
import { ImageError, UnreadableImage } from "./image-error.js";
import type { DecodedFormat } from "./sniff-format.js";

// The endpoint bounds transforms at once, so a burst takes at most that many cores from page renders;
// the disk cache already does libvips' cache's job.
sharp.concurrency(1);
sharp.cache(false);

export type AcceptClass = "avif" | "webp" | "legacy";

export type OutputFormat = "avif" | "webp" | "jpeg" | "png" | "svg" | "gif";

export interface Variant {
  bytes: Buffer;
  format: OutputFormat;
}

export interface TransformLimits {
  maxPixels: number;
  timeoutSeconds: number;
}

export const QUALITY = { avif: 50, webp: 50, jpeg: 75 } as const;
const AVIF_EFFORT = 3;
const WEBP_EFFORT = 4;

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  gif: "image/gif",
};

/** AVIF encode time grows much faster with width than WebP's (docs/images.md has the figures). */
export const AVIF_MAX_WIDTH = 1080;

/** The first of AVIF and WebP the Accept header names by q-value (wildcards do not count). */
export function acceptClass(req: IncomingMessage, avifEnabled: boolean, width = 0): AcceptClass {
  const named = accepts(req).types();
  for (const type of Array.isArray(named) ? named.map((name) => name.toLowerCase()) : []) {
    if (type === "image/avif" && avifEnabled && width <= AVIF_MAX_WIDTH) return "avif";
    if (type === "image/webp") return "webp";
  }
  return "legacy";
}

export async function transform(
  bytes: Buffer,
  source: DecodedFormat,
  width: number,
  accept: AcceptClass,
  limits: TransformLimits,
): Promise<Variant> {
  if (source === "svg") return { bytes, format: "svg" };
  // "none": truncated or slightly corrupt pixel data decodes as far as it goes (grey beyond), the way
  // browsers show it; a header that cannot be read still fails, and the pixel cap still applies.
  const options = { limitInputPixels: limits.maxPixels, failOn: "none" as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageError(422, "圖片像素超過上限");
    throw new UnreadableImage("無法讀取圖片");
  }
  const frames = metadata.pages ?? 1;
  // An animation's frames are all decoded: the cap counts every one of them.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) * frames > limits.maxPixels) {
    throw new ImageError(422, "圖片像素超過上限");
  }
  const animated = frames > 1 && (source === "gif" || source === "webp");
  // Without WebP the animation would be lost: the original is served as it is.
  if (animated && accept === "legacy") return { bytes, format: source };
  const pipeline = sharp(bytes, { ...options, animated })
    .timeout({ seconds: limits.timeoutSeconds })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .toColourspace("srgb");
  const format: OutputFormat = animated ? "webp" : accept !== "legacy" ? accept : metadata.hasAlpha ? "png" : "jpeg";
  try {
    const output = await encoder(pipeline, format).toBuffer();
    return { bytes: output, format };
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) throw new ImageError(504, "圖片處理逾時");
    throw new UnreadableImage("無法處理圖片");
  }
}

function encoder(pipeline: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: QUALITY.avif, effort: AVIF_EFFORT });
    case "webp":
      return pipeline.webp({ quality: QUALITY.webp, effort: WEBP_EFFORT, smartSubsample: true });
    case "png":
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    default:
      return pipeline.jpeg({ quality: QUALITY.jpeg, mozjpeg: true });
  }
}
