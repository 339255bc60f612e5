// GET /media/*: generated labelled images (registered by the seed) and the committed demo video,
// which is served with HTTP Range support so <video> can seek.
import path from "node:path";
import { Router } from "express";
import type { ContentDb } from "../db/content-db.js";
import { notFound } from "../http/http-error.js";
import { labelledSvg, type MediaImage } from "./labelled-svg.js";

const VIDEO_FILES = new Set(["demo.webm"]);
const CACHE = "public, max-age=86400";
const MISSING = "找不到指定的媒體檔案";

export function mediaRoutes(db: ContentDb, mediaDir: string): Router {
  const lookup = db.prepare<[string], MediaImage>(
    "SELECT label, caption, width, height, hue FROM media WHERE name = ?",
  );
  const rendered = new Map<string, string>();
  const router = Router();

  router.get("/:file", (req, res, next) => {
    const { file } = req.params;
    if (VIDEO_FILES.has(file)) {
      res.sendFile(path.join(mediaDir, file), { maxAge: "1d", acceptRanges: true }, (error) => {
        if (error && !res.headersSent) next(notFound(MISSING));
      });
      return;
    }
    const name = /^([a-z0-9-]{1,80})\.svg$/.exec(file)?.[1];
    const image = name ? lookup.get(name) : undefined;
    if (!name || !image) throw notFound(MISSING);
    let svg = rendered.get(name);
    if (svg === undefined) {
      svg = labelledSvg(image);
      rendered.set(name, svg);
    }
    // An SVG opened directly must not run anything: no scripts, no external loads.
    res.set({ "Cache-Control": CACHE, "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" });
    res.type("image/svg+xml; charset=utf-8").send(svg);
  });

  return router;
}
