// What `npm run dev`'s host (dev-host.ts) loads after each build: main.ts's app without the listening, the
// embedded service and the signals, which the host and scripts/dev.mjs keep across builds; its pages carry
// the reload script, whose paths the host answers.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../observability/logger.js";
import { createReadiness } from "../observability/readiness.js";
import { DEV_RELOAD_SCRIPT } from "./dev-reload.js";

export interface DevApp {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => void;
}

export function createDevApp(upstreamUrl: string): DevApp {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const readiness = createReadiness({ upstreamUrl, timeoutMs: Math.min(config.upstreamTimeoutMs, 2000), logger });
  const app = createApp({ config, logger, upstreamUrl, readiness, extraHeadTags: DEV_RELOAD_SCRIPT });
  return { listener: app, close: () => app.close() };
}
