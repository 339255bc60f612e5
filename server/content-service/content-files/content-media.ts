// Content photos and videos are served as /media/c-<hash>.<ext>, so an edited photo gets a new address
// and no cache (the image endpoint's included) keeps the old one.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const MEDIA_EXTENSIONS = new Set([
  "jpg",
  "jpeg",
  "png",
  "webp",
  "gif",
  "avif",
  "svg",
  "mp4",
  "webm",
  "mov",
  "m4v",
  "ogv",
]);
export const CONTENT_MEDIA_NAME = /^c-[0-9a-f]{20}\.[a-z0-9]{2,4}$/;

export type MediaFiles = ReadonlyMap<string, string>;

/** Hashes files once per (size, mtime): a reload reads only the files that changed. */
export class MediaHasher {
  private readonly known = new Map<string, { stamp: string; name: string }>();

  nameOf(file: string, stat: fs.Stats): string {
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = this.known.get(file);
    if (cached?.stamp === stamp) return cached.name;
    const hash = createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 20);
    const name = `c-${hash}${path.extname(file).toLowerCase().replace(".jpeg", ".jpg")}`;
    this.known.set(file, { stamp, name });
    return name;
  }
}

export class ContentMedia {
  private files: MediaFiles = new Map();
  get(name: string): string | undefined {
    return this.files.get(name);
  }
  replace(files: MediaFiles): void {
    this.files = files;
  }
}
