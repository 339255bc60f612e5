// GET /media/*: content media, generated placeholders and the demo video, with Range support so <video> seeks.
import path from "node:path";
import { Router } from "express";
import { CONTENT_MEDIA_NAME, type ContentMedia } from "../content-files/content-media.js";
import type { ContentDb } from "../db/content-db.js";
import { notFound } from "../http/http-error.js";
import type { MediaImage } from "./labelled-svg.js";
import { labelledPhoto } from "./labelled-photo.js";
import { sendHashedFile } from "./send-hashed-file.js";

const VIDEO_FILES = new Set(["demo.webm"]);
const CACHE = "public, max-age=86400";
const MISSING = "找不到指定的媒體檔案";

export function mediaRoutes(db: ContentDb, mediaDir: string, contentMedia?: ContentMedia): Router {
  const lookup = db.prepare<[string], MediaImage>(
    "SELECT label, caption, width, height, hue FROM media WHERE name = ?",
  );
  // Each photo is drawn once per process; the demo folder lists a fixed set of a few hundred (~25 KB each).
  const rendered = new Map<string, Promise<Buffer>>();
  const router = Router();

  router.get("/:file", async (req, res, next) => {
    const { file } = req.params;
    const contentFile = CONTENT_MEDIA_NAME.test(file) ? contentMedia?.get(file) : undefined;
    if (contentFile !== undefined) {
      // The name is the hash of the bytes: the address of an edited file changes, so it can be cached long.
      if (!(await sendHashedFile(req, res, file, contentFile))) throw notFound(MISSING);
      return;
    }
    if (VIDEO_FILES.has(file)) {
      res.sendFile(path.join(mediaDir, file), { maxAge: "1d", acceptRanges: true }, (error) => {
        if (error && !res.headersSent) next(notFound(MISSING));
      });
      return;
    }
    const name = /^([a-z0-9-]{1,80})\.jpg$/.exec(file)?.[1];
    const image = name ? lookup.get(name) : undefined;
    if (!name || !image) throw notFound(MISSING);
    let photo = rendered.get(name);
    if (photo === undefined) {
      photo = labelledPhoto(image);
      rendered.set(name, photo);
      photo.catch(() => rendered.delete(name));
    }
    const jpeg = await photo;
    res.set("Cache-Control", CACHE);
    res.type("image/jpeg").send(jpeg);
  });

  return router;
}
