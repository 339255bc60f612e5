// Variants on disk, LRU-bounded in bytes; named <key>.<etag>.<ext> so a directory listing rebuilds the
// index and a hit needs no metadata read. The most used ones also stay in memory (HOT_BYTES).
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import type { OutputFormat } from "./image-transform.js";

export interface CachedVariant {
  file: string;
  etag: string;
  format: OutputFormat;
  size: number;
}

const HOT_BYTES = 32 * 1024 * 1024;
/** Recency is written to the file's time at most this often, not on every hit. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const NAME = /^([0-9a-f]{40})\.([0-9a-f]{20})\.(avif|webp|jpeg|png|svg|gif)$/;
const FORMATS = new Set<string>(["avif", "webp", "jpeg", "png", "svg", "gif"]);
const isFormat = (value: string): value is OutputFormat => FORMATS.has(value);

export class DiskCache {
  private readonly index: LRUCache<string, CachedVariant>;
  private readonly hot = new LRUCache<string, Buffer>({
    maxSize: HOT_BYTES,
    sizeCalculation: (b) => Math.max(1, b.length),
  });
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.index = new LRUCache<string, CachedVariant>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.size),
      dispose: (entry, key, reason) => {
        this.hot.delete(entry.file);
        this.touched.delete(entry.file);
        // A replaced entry keeps its file when the new one has the same name.
        if (reason === "set" && this.index.peek(key)?.file === entry.file) return;
        unlink(path.join(this.dir, entry.file)).catch(() => undefined);
      },
    });
  }

  async open(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const found: { key: string; entry: CachedVariant; mtime: number }[] = [];
    for (const file of await readdir(this.dir)) {
      const match = NAME.exec(file);
      if (!match?.[1] || !match[2] || !match[3] || !isFormat(match[3])) {
        // Temporary files of an interrupted write.
        if (file.includes(".tmp-")) await unlink(path.join(this.dir, file)).catch(() => undefined);
        continue;
      }
      const info = await stat(path.join(this.dir, file)).catch(() => null);
      if (!info?.isFile()) continue;
      found.push({
        key: match[1],
        entry: { file, etag: match[2], format: match[3], size: info.size },
        mtime: info.mtimeMs,
      });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { key, entry } of found) this.index.set(key, entry);
  }

  get(key: string): CachedVariant | undefined {
    return this.index.get(key);
  }

  async read(entry: CachedVariant): Promise<Buffer | null> {
    const file = path.join(this.dir, entry.file);
    // The modification time records use, so a restart keeps the recency order (best effort).
    const now = Date.now();
    if (now - (this.touched.get(entry.file) ?? 0) > TOUCH_EVERY_MS) {
      this.touched.set(entry.file, now);
      utimes(file, new Date(now), new Date(now)).catch(() => undefined);
    }
    const hot = this.hot.get(entry.file);
    if (hot) return hot;
    try {
      const bytes = await readFile(file);
      this.hot.set(entry.file, bytes);
      return bytes;
    } catch {
      return null;
    }
  }

  forget(key: string): void {
    this.index.delete(key);
  }

  async put(key: string, etag: string, format: OutputFormat, bytes: Buffer): Promise<CachedVariant> {
    const file = `${key}.${etag}.${format}`;
    const entry: CachedVariant = { file, etag, format, size: bytes.length };
    // Larger than the whole bound: answered once, never stored.
    if (bytes.length > this.maxBytes) return entry;
    const temporary = path.join(this.dir, `${file}.tmp-${randomBytes(4).toString("hex")}`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(this.dir, file));
    this.hot.set(file, bytes);
    this.touched.set(file, Date.now());
    this.index.set(key, entry);
    return entry;
  }

  get totalBytes(): number {
    return this.index.calculatedSize;
  }
}
