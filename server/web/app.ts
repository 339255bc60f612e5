// The one request listener: a shared page read goes straight to the page handler, the rest through
// Express, in the order docs/architecture.md lists. Wiring only.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { RouteObject } from "react-router";
import { IMAGE_ENDPOINT } from "../../shared/lib/image-widths.js";
import { routes as appRoutes } from "../../shared/routes/route-table.js";
import { createBeginResponse } from "./http/begin-response.js";
import { compileTrust } from "./http/client-address.js";
import type { Config } from "./config.js";
import { createImageEndpoint } from "./images/image-endpoint.js";
import { siteMediaFiles } from "./images/site-media-files.js";
import type { Logger } from "./observability/logger.js";
import { bodyGuard } from "./http/body-guard.js";
import { donationApi } from "./donations/donation-api.js";
import { donationRateLimit } from "./donations/donation-rate-limit.js";
import { noMetrics, type MetricsRecorder } from "./observability/metrics/recorder.js";
import { pageRequests } from "./pages/page-post.js";
import { createUpstreamProxy } from "./proxy/upstream-proxy.js";
import { createReadiness, type Readiness } from "./observability/readiness.js";
import { runAsRequest } from "./http/request-id.js";
import { createSecurityHeaders } from "./http/security-headers.js";
import { sendNotFound } from "./http/not-found.js";
import { sendStatusPage, STATUS_MESSAGES } from "./http/status-page.js";
import { createHtmlShell, readManifest } from "./pages/html-shell.js";
import { createPageCache } from "./pages/page-cache.js";
import { createPageHandler } from "./pages/page-handler.js";
import { startPageWarming } from "./pages/page-warming.js";
import { sitemapRoutes } from "./sitemap/sitemap-routes.js";
import { collectSitemapPaths } from "./sitemap/sitemap-urls.js";
import { sponsorApi } from "./donations/sponsor-api.js";
import { precompressedAssets } from "./static/precompressed-assets.js";
import { logUpstreamFailure } from "./upstream/request-api.js";
import { createUpstreamClient } from "./upstream/upstream-client.js";
import { ASSETS_PREFIX, IMAGES_PREFIX, isUnder } from "./http/path-prefixes.js";
import { hasBody } from "./http/body-guard.js";
import { createSorter } from "./routing/sort-request.js";

/** HTML is compressed by its writer (a stored page is kept compressed; a render by html-body.ts). */
const compressUnlessHtml = compression({
  filter: (req, res) =>
    !String(res.getHeader("content-type") ?? "").startsWith("text/html") && compression.filter(req, res),
});

export interface AppDeps {
  config: Config;
  logger: Logger;
  upstreamUrl: string;
  publicDir?: string;
  routes?: RouteObject[];
  readiness?: Readiness;
  metrics?: MetricsRecorder;
  /** Tags every page's head ends with: the dev loop's reload script (dev/dev-app.ts), none in production. */
  extraHeadTags?: string;
}

export interface App {
  (req: IncomingMessage, res: ServerResponse): void;
  close(): void;
}

export function createApp({
  config,
  logger,
  upstreamUrl,
  publicDir = path.resolve("public"),
  routes = appRoutes,
  metrics = noMetrics,
  readiness = createReadiness({ upstreamUrl, timeoutMs: Math.min(config.upstreamTimeoutMs, 2000), logger }),
  extraHeadTags = "",
}: AppDeps): App {
  const shell = createHtmlShell(readManifest(publicDir), extraHeadTags);
  const upstream = createUpstreamClient({
    baseUrl: upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    maxBytes: config.upstreamMaxBytes,
    ttlMs: config.contentTtlMs,
    staleMs: config.contentStaleMs,
    failureMs: config.upstreamFailureMs,
    donation: { timeoutMs: config.donationTimeoutMs, gatewayUrl: config.paymentGatewayUrl },
    onRefreshError: (key, error) => logUpstreamFailure(logger, { key }, error, "serving the last good answer"),
    metrics,
    imageSources: { upstreamUrl, mediaOrigins: config.mediaOrigins, siteMediaUrl: config.images.siteMediaUrl },
  });
  const pageCache = createPageCache({
    ttlMs: config.contentTtlMs,
    staleMs: config.contentStaleMs,
    maxEntries: config.pageCacheEntries,
    maxBytes: 32 * 1024 * 1024,
    onRefreshError: (key, error) => logger.warn({ err: error, key }, "page render failed; serving the last good page"),
    onOutcome: (outcome) => metrics.cacheLookup("page", outcome),
  });

  // Only the TRUST_PROXY peers may set the client's address, scheme and host.
  const trust = compileTrust(config.trustProxy);
  const sorter = createSorter(routes);
  const routeOf = metrics === noMetrics ? null : (req: IncomingMessage) => sorter.of(req).label;
  const security = createSecurityHeaders(config);
  const beginResponse = createBeginResponse({ trust, logger, metrics, routeOf, security });
  const pages = createPageHandler({ routes, config, logger, upstream, shell, pageCache, metrics, security, sorter });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trust);

  // Only origin-form targets ("/path") that parse: "GET http://host/..." could be read as another host's URL.
  app.use((req, res, next) => {
    if (sorter.of(req).kind !== "bad-target") return next();
    sendStatusPage(req, res, 400, STATUS_MESSAGES.badTarget);
  });
  app.get("/healthz", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", (_req, res, next) => {
    readiness.check().then((state) => {
      res.setHeader("cache-control", "no-store");
      if (state.ready) res.json({ status: "ready" });
      else
        res.status(503).json({ status: "not ready", reason: state.reason, failingForSeconds: state.failingForSeconds });
    }, next);
  });
  // Hashed assets get no document headers (CSP means nothing on a script); their handler sets its own.
  app.use((req, res, next) => {
    const id = beginResponse(req, res, !isUnder(ASSETS_PREFIX, req.url));
    runAsRequest(id, next);
  });
  // Precompressed (build.mjs), so ahead of the compression middleware.
  app.use(ASSETS_PREFIX, precompressedAssets(path.join(publicDir, "assets")));
  app.use(compressUnlessHtml);
  app.use(
    IMAGES_PREFIX,
    express.static(path.join(publicDir, "images"), { index: false, maxAge: "1d", fallthrough: false }),
  );
  app.get("/site-media/:version/:file", siteMediaFiles(path.join(publicDir, "site-media")));
  app.get(
    IMAGE_ENDPOINT,
    createImageEndpoint({
      ...config.images,
      upstreamUrl,
      mediaOrigins: config.mediaOrigins,
      siteMediaDir: path.join(publicDir, "site-media"),
      logger,
    }),
  );
  // Named files only: a static lookup in front of every page would cost a file-system call per request.
  app.get("/favicon.svg", express.static(publicDir, { index: false, maxAge: "1d" }));
  app.use(sitemapRoutes({ config, upstream, logger }));
  // Documents without an icon link (the payment page) make browsers ask for /favicon.ico.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
  app.use(
    bodyGuard({
      maxPending: config.maxPendingBodies,
      maxPendingPerClient: config.maxPendingBodiesPerClient,
      timeoutMs: config.bodyTimeoutMs,
      logger,
    }),
  );
  app.use(donationRateLimit(config, logger, sorter));
  // No body parser anywhere before the proxy, which streams bodies through untouched.
  const donations = donationApi(config, upstream, logger, sorter);
  const sponsors = sponsorApi(upstream, logger, config);
  const proxy = createUpstreamProxy(config, upstreamUrl, logger);
  app.use((req, res, next) => {
    const { kind } = sorter.of(req);
    if (kind === "donation-api") donations(req, res, next);
    else if (kind === "sponsor-api") void sponsors(req, res, next);
    else if (kind === "proxy") proxy(req, res, next);
    else next();
  });
  app.use(pageRequests({ sorter, bodyLimit: config.bodyLimitBytes, logger }));
  app.use((req, res) => pages.handle(req, res));

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, "request failed");
    // A 404 raised here is a file that is not there (/images, or an asset gone since start-up).
    if (status === 404) sendNotFound(req, res, sorter.of(req).kind === "file" ? "file" : "page");
    else if (status < 500) sendStatusPage(req, res, status, STATUS_MESSAGES.badTarget);
    else sendStatusPage(req, res, 500, STATUS_MESSAGES.serverError);
  };
  app.use(onError);

  const warming =
    config.pageWarming && config.pageCacheEntries > 0
      ? startPageWarming({
          listPaths: () => collectSitemapPaths(upstream),
          sorter,
          warm: pages.warm,
          maxPages: config.pageCacheEntries,
          logger,
        })
      : null;

  // A shared page read needs none of Express's middleware (docs/benchmarks.md); a GET with a body is
  // left to the body guard, and an unknown path may be one of Express's routes.
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const sorted = sorter.of(req);
    if (sorted.kind !== "page" || sorted.target.notFound || hasBody(req)) return void app(req, res);
    const id = beginResponse(req, res, true);
    runAsRequest(id, () => pages.handle(req, res));
  };
  return Object.assign(listener, { close: () => warming?.stop() });
}
