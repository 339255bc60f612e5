// Content photos and videos are served as /media/c-<hash>.<ext>, so an edited photo gets a new address
// and no cache (the image endpoint's included) keeps the old one.
import { createHash } from "node:crypto";
import fs from "node:fs";

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

/** The file whose bytes were hashed: served only while the file at `path` is still this one. */
export interface HashedFile {
  path: string;
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

export type MediaFiles = ReadonlyMap<string, HashedFile>;

/**
 * Never follows a link (`path` is a real path) and never waits on a named pipe: one opened without a writer
 * is simply not a file.
 */
export const OPEN_PLAIN_FILE = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;

export function isHashedFile(stat: fs.Stats, file: HashedFile): boolean {
  return (
    stat.isFile() &&
    stat.dev === file.dev &&
    stat.ino === file.ino &&
    stat.size === file.size &&
    stat.mtimeMs === file.mtimeMs
  );
}

const CHUNK = 1024 * 1024;

/** The address a file's bytes are served at: its hash and the extension it was named with. */
export function mediaName(sha256: string, extension: string): string {
  return `c-${sha256.slice(0, 20)}.${extension.toLowerCase().replace(/^jpeg$/, "jpg")}`;
}

/** Hashes files once per (file, size, mtime): a reload reads only the files that changed. */
export class MediaHasher {
  private readonly known = new Map<string, { stamp: string; sha256: string }>();

  /** `file` is a real path inside the content folder: the hash of its bytes, or why it cannot be served. */
  hash(file: string): { ok: true; sha256: string; file: HashedFile } | { ok: false; message: string } {
    const fd = fs.openSync(file, OPEN_PLAIN_FILE);
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) return { ok: false, message: "not a file" };
      // Another name for the same bytes may be anywhere on the disk (a file of the server's, linked in).
      if (stat.nlink > 1) return { ok: false, message: "a file with other names (a hard link): copy it instead" };
      const hashed = { path: file, dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs };
      const stamp = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      const cached = this.known.get(file);
      if (cached?.stamp === stamp) return { ok: true, sha256: cached.sha256, file: hashed };
      const sha256 = sha256Of(fd);
      this.known.set(file, { stamp, sha256 });
      return { ok: true, sha256, file: hashed };
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** In pieces: a video may be larger than one buffer can be (2 GiB). */
function sha256Of(fd: number): string {
  const hash = createHash("sha256");
  const buffer = Buffer.allocUnsafe(CHUNK);
  for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer))
    hash.update(buffer.subarray(0, read));
  return hash.digest("hex");
}

export class ContentMedia {
  private files: MediaFiles = new Map();
  get(name: string): HashedFile | undefined {
    return this.files.get(name);
  }
  replace(files: MediaFiles): void {
    this.files = files;
  }
}
