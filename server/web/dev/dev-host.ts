// `npm run dev`'s web server: it listens on PORT for the whole session and, told by scripts/dev.mjs after each
// build, loads the new app bundle in place (Node and the packages stay loaded, which is most of a restart) or
// serves the build's error. It answers the reload channel itself, in front of either; a swap ends the open
// pages' reload streams, and the pages reload.
import http from "node:http";
import { z } from "zod";
import { escapeHtml } from "../../../shared/lib/html-escape.js";
import type { DevApp } from "./dev-app.js";
import { createDevReload, DEV_RELOAD_SCRIPT } from "./dev-reload.js";

const command = z.discriminatedUnion("type", [
  z.object({ type: z.literal("app"), upstreamUrl: z.string() }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);

function errorPage(message: string): DevApp {
  const page =
    '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>建置失敗</title>' +
    `${DEV_RELOAD_SCRIPT}</head><body><h1>建置失敗</h1><pre>${escapeHtml(message)}</pre></body></html>`;
  const listener = (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(500, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(page);
  };
  return { listener, close: () => {} };
}

function isDevAppModule(value: unknown): value is { createDevApp: (upstreamUrl: string) => DevApp } {
  return (
    typeof value === "object" && value !== null && "createDevApp" in value && typeof value.createDevApp === "function"
  );
}

let loads = 0;
/** A new module instance each time (the query), so the rebuilt bundle runs; the packages it imports are cached. */
async function loadApp(upstreamUrl: string): Promise<DevApp> {
  const loaded: unknown = await import(new URL(`./dev-app.js?build=${++loads}`, import.meta.url).href);
  if (!isDevAppModule(loaded)) throw new Error("dev-app.js exports no createDevApp");
  return loaded.createDevApp(upstreamUrl);
}

let current: DevApp | null = null;
const reload = createDevReload();
const server = http.createServer((req, res) => {
  if (!reload.answer(req, res)) current?.listener(req, res);
});

/**
 * Loopback unless HOST names another address: development builds, their error pages (stack traces, source
 * paths) and /__dev/reload are for this machine, not its network (docs/security.md).
 */
const LISTEN_HOST = process.env.HOST?.trim() || "127.0.0.1";

/** Listening from the first app or error page on, so the port never answers before there is something to serve. */
function swap(next: DevApp): void {
  if (!current) server.listen(Number(process.env.PORT || 3000), LISTEN_HOST);
  current?.close();
  current = next;
  reload.reloadPages();
  process.send?.({ type: "served" });
}

process.on("message", (raw) => {
  const parsed = command.safeParse(raw);
  if (!parsed.success) return;
  if (parsed.data.type === "error") swap(errorPage(parsed.data.message));
  else
    loadApp(parsed.data.upstreamUrl).then(swap, (error: unknown) => {
      const message = `the server did not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      console.error(`[dev] ${message}`);
      swap(errorPage(message));
    });
});
// scripts/dev.mjs gone (a crash, a kill): the port is freed with it.
process.on("disconnect", () => process.exit(0));
