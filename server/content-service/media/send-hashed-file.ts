// Sends a content photo or video from the very descriptor checked to be the file that was hashed (same device,
// inode, size and mtime): a file overwritten, or swapped for a link, since the last load is never sent under
// the old hash's address, which caches keep for a year.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";
import type { Request, Response } from "express";
import { isHashedFile, OPEN_PLAIN_FILE, type HashedFile } from "../content-files/content-media.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** False, having sent nothing, when the file is no longer the one hashed (the caller answers 404). */
export async function sendHashedFile(req: Request, res: Response, name: string, file: HashedFile): Promise<boolean> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file.path, OPEN_PLAIN_FILE);
  } catch {
    return false;
  }
  let streaming = false;
  try {
    if (!isHashedFile(await handle.stat(), file)) return false;
    // The name is the hash of the bytes: a strong validator.
    const etag = `"${name}"`;
    res.set({ "Cache-Control": IMMUTABLE, ETag: etag, "Accept-Ranges": "bytes" });
    res.type(path.extname(name));
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    const { size } = file;
    // Express's parsers (range-parser, fresh); one range only, as `send` serves (several get the whole file).
    const ranges = req.range(size, { combine: true });
    if (ranges === -1) {
      res.status(416).set("Content-Range", `bytes */${size}`).end();
      return true;
    }
    const ifRange = req.get("If-Range");
    const range = Array.isArray(ranges) && ranges.length === 1 && (!ifRange || ifRange === etag) ? ranges[0] : null;
    const start = range?.start ?? 0;
    const end = range?.end ?? size - 1;
    if (range) res.status(206).set("Content-Range", `bytes ${start}-${end}/${size}`);
    res.set("Content-Length", String(end - start + 1));
    if (req.method === "HEAD" || size === 0) {
      res.end();
      return true;
    }
    streaming = true;
    // The stream closes the handle when it ends or the visitor goes away.
    pipeline(handle.createReadStream({ start, end }), res, () => {});
    return true;
  } finally {
    if (!streaming) await handle.close();
  }
}
