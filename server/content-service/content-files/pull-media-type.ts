// content:pull keeps a download only when it is the photo or video its content type says, of a kind the
// folder may hold (content-media.ts): photos are read by sharp, as the site's image endpoint reads them;
// videos are told by their container's opening bytes, which sharp does not read.
import fs from "node:fs";
import sharp from "sharp";

/** Each photo type and the format sharp reports for it (AVIF is HEIF holding AV1). */
const PHOTO_FORMATS: Readonly<Record<string, string>> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "heif",
  "image/svg+xml": "svg",
};

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The boxes an MP4 or QuickTime file may open with (older QuickTime files start with moov, mdat or wide). */
const ISO_MEDIA_BOXES = new Set(["ftyp", "moov", "mdat", "wide", "free", "skip", "pnot"]);
const isoMedia = (head: Buffer) => ISO_MEDIA_BOXES.has(head.subarray(4, 8).toString("latin1"));

const VIDEO_SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  "video/mp4": isoMedia,
  "video/quicktime": isoMedia,
  "video/x-m4v": isoMedia,
  "video/webm": (head) => head.subarray(0, 4).equals(EBML),
  "video/ogg": (head) => head.subarray(0, 4).toString("latin1") === "OggS",
};

/** Why an answer of this content type is not kept, or null when its bytes are worth reading. */
export function mediaTypeRefusal(type: string): string | null {
  if (!/^(?:image|video)\//.test(type)) return `${type || "an answer without a content type"} is not a photo or video`;
  if (type in PHOTO_FORMATS || type in VIDEO_SIGNATURES) return null;
  return `${type} is not a kind of photo or video the site shows`;
}

/** Why the downloaded file is not what `type` says, or null when it is. */
export async function mediaContentRefusal(file: string, type: string): Promise<string | null> {
  const notIt = `the bytes are not ${type}`;
  const format = PHOTO_FORMATS[type];
  if (format !== undefined) {
    try {
      const metadata = await sharp(file).metadata();
      const avif = type !== "image/avif" || metadata.compression === "av1";
      return metadata.format === format && avif ? null : `${notIt} (sharp reads ${metadata.format})`;
    } catch {
      return notIt;
    }
  }
  const signature = VIDEO_SIGNATURES[type];
  if (signature === undefined) return mediaTypeRefusal(type);
  const head = Buffer.alloc(12);
  const handle = await fs.promises.open(file, "r");
  try {
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && signature(head) ? null : notIt;
  } finally {
    await handle.close();
  }
}
