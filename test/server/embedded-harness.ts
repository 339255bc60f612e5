// The built content service as the web server's supervised child, over a database file of its own, and the
// app in front of it with /readyz reading the supervisor, as server/web/main.ts wires them.
import path from "node:path";
import type { Logger } from "pino";
import { createApp, type App } from "../../server/web/app.js";
import type { Config } from "../../server/web/config.js";
import { createReadiness } from "../../server/web/observability/readiness.js";
import {
  startEmbeddedContentService,
  type EmbeddedService,
  type SupervisorOptions,
} from "../../server/web/runtime/embedded-content-service.js";
import { testConfig } from "./app-harness.js";

export const CONTENT_ENTRY = path.resolve("dist/server/content-service/main.js");

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built child over `dbFile`, its own log silent. */
export function startSupervisedChild(
  logger: Logger,
  dbFile: string,
  options: Omit<SupervisorOptions, "entry"> = {},
): Promise<EmbeddedService> {
  return startEmbeddedContentService(
    logger,
    { ...process.env, CONTENT_DB: dbFile, LOG_LEVEL: "silent" },
    { entry: CONTENT_ENTRY, ...options },
  );
}

/** The app in front of the child: /readyz says 503 while the supervisor restarts it. */
export function appBeforeChild(service: EmbeddedService, logger: Logger, config: Config = testConfig()): App {
  const readiness = createReadiness({
    upstreamUrl: service.url,
    timeoutMs: 1000,
    logger,
    localReason: () => (service.running ? null : "embedded content service is restarting"),
    cacheMs: 0,
  });
  return createApp({ config, logger, upstreamUrl: service.url, readiness });
}
