// The only file that listens: configuration, the upstream, metrics, the app, shutdown.
import { createApp } from "./app.js";
import { loadConfig, type Config } from "./config.js";
import { startEmbeddedContentService, type EmbeddedService } from "./runtime/embedded-content-service.js";
import { createHttpServer } from "./runtime/http-server.js";
import { createLogger } from "./observability/logger.js";
import { createMetricsServer } from "./observability/metrics/metrics-server.js";
import { createPrometheusMetrics } from "./observability/metrics/prometheus.js";
import { contentServiceRestartCounter, upstreamFailingGauge } from "./observability/metrics/runtime-metrics.js";
import { createReadiness } from "./observability/readiness.js";

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
// The first line says where the site will be: the embedded content service starts, and logs, before
// the site listens (and "listening on" follows).
logger.info(
  { port: config.port, host: config.host },
  config.port === 0 ? "starting on a free port" : `starting: http://localhost:${config.port}`,
);

const prometheus = config.metricsPort === null ? null : createPrometheusMetrics();

let embedded: EmbeddedService | null = null;
let upstreamUrl = config.upstreamUrl;
if (!upstreamUrl) {
  embedded = await startEmbeddedContentService(logger, process.env, {
    liveness: config.contentProbe,
    onRestart: prometheus ? contentServiceRestartCounter(prometheus.registry) : undefined,
  }).catch(() => {
    // The child has said why on stderr (its configuration or database, one line): no stack trace after it.
    process.exit(1);
  });
  upstreamUrl = embedded.url;
}

const metricsServer = prometheus && createMetricsServer(prometheus.registry, logger);
if (metricsServer && config.metricsPort !== null) {
  const { metricsPort, metricsHost } = config;
  metricsServer.listen(metricsPort, metricsHost, () =>
    logger.info({ port: metricsPort, host: metricsHost }, `metrics on http://${metricsHost}:${metricsPort}/metrics`),
  );
}

let stopping = false;
const readiness = createReadiness({
  upstreamUrl,
  timeoutMs: Math.min(config.upstreamTimeoutMs, 2000),
  logger,
  localReason: () =>
    stopping ? "shutting down" : embedded && !embedded.running ? "embedded content service is restarting" : null,
});
if (prometheus) upstreamFailingGauge(prometheus.registry, readiness);
const app = createApp({ config, logger, upstreamUrl, readiness, metrics: prometheus?.recorder });
// Fixed when the bundle is built (build.mjs defines it; `--development` asks for React's development
// build), whatever NODE_ENV the process is started with.
const build = process.env.NODE_ENV;
const { server, drain } = createHttpServer(app, config);
server.on("error", (error) => {
  logger.fatal({ err: error, port: config.port, host: config.host }, "cannot listen");
  void (embedded?.stop() ?? Promise.resolve()).then(() => process.exit(1));
});
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port;
  logger.info({ port, host: config.host, upstream: upstreamUrl, build }, `listening on http://localhost:${port}`);
  // Started by a parent with an IPC channel (tests, `npm run attack`): tell it the port (PORT=0 = any free one).
  process.send?.({ type: "listening", port });
});

async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    logger.warn({ signal }, "second signal: closing every connection now");
    process.exit(1);
  }
  stopping = true;
  // Background work (start-up page warming) stops; in-flight requests finish.
  app.close();
  logger.info(
    { signal, graceMs: config.shutdownGraceMs },
    "shutting down: no new connections, every answer says Connection: close, in-flight requests finish",
  );
  // Scrapes during the grace period still see the draining process; its listener goes with the process.
  metricsServer?.unref();
  const outcome = await drain.stop(config.shutdownGraceMs);
  if (outcome === "forced") logger.warn("grace period over: the remaining connections were closed");
  await embedded?.stop();
  logger.info("stopped");
  process.exit(outcome === "drained" ? 0 : 1);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
