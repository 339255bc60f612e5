// The only file that listens: configuration, the upstream (given or embedded), the app, graceful shutdown.
import { createApp } from "./app.js";
import { loadConfig, type Config } from "./config.js";
import { trackResponses } from "./draining.js";
import { startEmbeddedContentService, type EmbeddedService } from "./embedded-content-service.js";
import { createLogger } from "./logger.js";
import { createMetricsServer } from "./metrics/metrics-server.js";
import { createPrometheusMetrics } from "./metrics/prometheus.js";

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const config = configOrExit();
const logger = createLogger(config.logLevel);

let embedded: EmbeddedService | null = null;
let upstreamUrl = config.upstreamUrl;
if (!upstreamUrl) {
  embedded = await startEmbeddedContentService(logger);
  upstreamUrl = embedded.url;
}

const prometheus = config.metricsPort === null ? null : createPrometheusMetrics();
const metricsServer = prometheus && createMetricsServer(prometheus.registry, logger);
if (metricsServer && config.metricsPort !== null) {
  const { metricsPort, metricsHost } = config;
  metricsServer.listen(metricsPort, metricsHost, () =>
    logger.info({ port: metricsPort, host: metricsHost }, `metrics on http://${metricsHost}:${metricsPort}/metrics`),
  );
}

const app = createApp({ config, logger, upstreamUrl, metrics: prometheus?.recorder });
// Fixed when the bundle is built (build.mjs defines it; `--development` asks for React's development
// build), whatever NODE_ENV the process is started with.
const build = process.env.NODE_ENV;
const server = app.listen(config.port, config.host, () => {
  logger.info(
    { port: config.port, host: config.host, upstream: upstreamUrl, build },
    `listening on http://localhost:${config.port}`,
  );
});
// Longer than the reverse proxy's idle timeout, so the proxy never reuses a socket we just closed.
server.keepAliveTimeout = config.keepAliveTimeoutMs;
server.headersTimeout = config.keepAliveTimeoutMs + 1000;
const responses = trackResponses(server);

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: no new connections, finishing in-flight responses");
  // Scrapes during the grace period still see the draining process; its listener goes with the process.
  metricsServer?.unref();
  // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
  responses.drain();
  server.close(() => {
    void (embedded?.stop() ?? Promise.resolve()).then(() => {
      logger.info("stopped");
      process.exit(0);
    });
  });
  setTimeout(() => {
    logger.warn("grace period over: closing remaining connections");
    server.closeAllConnections();
    void (embedded?.stop() ?? Promise.resolve()).then(() => process.exit(1));
  }, config.shutdownGraceMs).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
