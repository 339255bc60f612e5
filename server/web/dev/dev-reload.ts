// `npm run dev` only (scripts/dev.mjs sets DEV_RELOAD=1 and builds with NODE_ENV development): the browser's
// reload channel. A production bundle defines NODE_ENV as "production", so `devReload` is false and nothing it guards runs.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";

export const devReload = process.env.NODE_ENV === "development" && process.env.DEV_RELOAD === "1";

/** The script (from 'self', so the CSP holds) and the event stream it listens to; the stream ends when the server stops. */
export function devReloadRoutes(req: Request, res: Response, next: () => void): void {
  if (req.path === "/__dev/reload.js") {
    readFile(path.resolve("scripts/dev-reload-client.js"), "utf8").then(
      (text) => res.type("text/javascript").set("cache-control", "no-store").send(text),
      next,
    );
  } else if (req.path === "/__dev/reload") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
    res.write("retry: 200\n\n");
  } else next();
}
