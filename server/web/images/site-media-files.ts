// GET /site-media/<version>/<file>: the site's own images as they are, for a year. Only the current
// version's address answers, so a cached address never shows other content.
import type { RequestHandler } from "express";
import { sendNotFound } from "../http/not-found.js";
import { SITE_MEDIA_VERSION } from "../../../shared/lib/site-media-version.js";

const FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}$/;

export function siteMediaFiles(dir: string): RequestHandler {
  return (req, res, next) => {
    const { version, file } = req.params;
    if (version !== SITE_MEDIA_VERSION || typeof file !== "string" || !FILE.test(file) || file.includes("..")) {
      sendNotFound(req, res, "image");
      return;
    }
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.sendFile(file, { root: dir, immutable: true, maxAge: "1y", dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) sendNotFound(req, res, "image");
      else if (error) next(error);
    });
  };
}
