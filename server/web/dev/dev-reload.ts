// `npm run dev` only: the browser's reload channel. The dev host (dev-host.ts) answers its two paths in front of
// whichever app it has loaded, and dev-app.ts gives that app the script tag for its pages' head; nothing outside
// this folder imports it, so a production build holds none of it (test/unit/import-circles.test.ts).
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const STREAM = "/__dev/reload";

/** From 'self', so the site's CSP (script-src 'self') lets it run. */
export const DEV_RELOAD_SCRIPT = `<script type="module" src="${STREAM}.js"></script>`;

export interface DevReload {
  /** Answers the script or its event stream; false for every other path, which the loaded app answers. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Ends every open stream: each page reconnects and, having lost it, reloads (scripts/dev-reload-client.js). */
  reloadPages(): void;
}

export function createDevReload(): DevReload {
  const streams = new Set<ServerResponse>();
  return {
    answer(req, res) {
      const pathname = req.url?.split("?")[0];
      if (pathname === `${STREAM}.js`) {
        readFile(path.resolve("scripts/dev-reload-client.js"), "utf8").then(
          (text) =>
            res
              .writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" })
              .end(text),
          (error: unknown) => res.writeHead(500, { "content-type": "text/plain" }).end(String(error)),
        );
        return true;
      }
      if (pathname !== STREAM) return false;
      streams.add(res);
      res.once("close", () => streams.delete(res));
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
      res.write("retry: 200\n\n");
      return true;
    },
    reloadPages() {
      for (const res of streams) res.destroy();
    },
  };
}
