// createApp: the one request listener. Each request is sorted once (routing/sort-request.ts); a read
// of a shared page goes straight to the page handler, everything else through the Express app below,
// its middleware in the order a request meets it. Wiring only.
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
import { sendStatusPage, STATUS_MESSAGES } from "./http/status-page.js";
import { createHtmlShell, readManifest } from "./pages/html-shell.js";
import { createPageCache } from "./pages/page-cache.js";
import { createPageHandler } from "./pages/page-handler.js";
import { startPageWarming } from "./pages/page-warming.js";
import { sitemapRoutes } from "./sitemap/sitemap-routes.js";
import { collectSitemapPaths } from "./sitemap/sitemap-urls.js";
import { sponsorApi } from "./donations/sponsor-api.js";
import { devReload, devReloadRoutes } from "./dev/dev-reload.js";
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
  /** The content upstream actually used (UPSTREAM_URL or the embedded service). */
  upstreamUrl: string;
  publicDir?: string;
  routes?: RouteObject[];
  /** What /readyz answers; by default a probe of `upstreamUrl`. */
  readiness?: Readiness;
  /** Where the server reports itself (main.ts: Prometheus when METRICS_PORT is set). */
  metrics?: MetricsRecorder;
}

/** The app: a request listener for http.createServer (or supertest); `close` stops its background work. */
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
}: AppDeps): App {
  // Read once at start-up, never per request.
  const shell = createHtmlShell(readManifest(publicDir));
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

  // TRUST_PROXY: only the peers named there may set the client's address, scheme and host (req.ip,
  // req.protocol, req.host); everyone else's X-Forwarded-* headers are ignored. Compiled once.
  const trust = compileTrust(config.trustProxy);
  const sorter = createSorter(routes);
  // Metrics off: not even the labelling runs.
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
  // Readiness: 503 while shutting down or while the content service cannot be reached.
  app.get("/readyz", (_req, res, next) => {
    readiness.check().then((state) => {
      res.setHeader("cache-control", "no-store");
      if (state.ready) res.json({ status: "ready" });
      else
        res.status(503).json({ status: "not ready", reason: state.reason, failingForSeconds: state.failingForSeconds });
    }, next);
  });
  // The request id, metrics, log line and security headers, the rest run as that request. Hashed
  // assets get no document headers (CSP, frame and referrer rules mean nothing on a script): their
  // handler sets nosniff and CORP itself, so each file's headers stay small.
  app.use((req, res, next) => {
    const id = beginResponse(req, res, !isUnder(ASSETS_PREFIX, req.url));
    runAsRequest(id, next);
  });
  if (devReload) app.use(devReloadRoutes);
  // Hashed scripts and styles, kept for a year and sent precompressed (build.mjs), so ahead of the
  // compression middleware.
  app.use(ASSETS_PREFIX, precompressedAssets(path.join(publicDir, "assets")));
  // Compresses proxied JSON, route data, the sitemap and SVG; page HTML is compressed by its writer.
  app.use(compressUnlessHtml);
  app.use(
    IMAGES_PREFIX,
    express.static(path.join(publicDir, "images"), { index: false, maxAge: "1d", fallthrough: false }),
  );
  // The site's own images (hashed folder, a year) and resized variants of every content image.
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
  // robots.txt and the sitemap name absolute URLs (PUBLIC_URL), so they are generated.
  app.use(sitemapRoutes({ config, upstream, logger }));
  // Documents without an icon link (the payment page) make browsers ask for /favicon.ico.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
  // Bodies still arriving are bounded in number and time, for the proxy and the pages alike.
  app.use(
    bodyGuard({
      maxPending: config.maxPendingBodies,
      maxPendingPerClient: config.maxPendingBodiesPerClient,
      timeoutMs: config.bodyTimeoutMs,
      logger,
    }),
  );
  // Donation posts, one count per client address for the form post and the JSON call.
  app.use(donationRateLimit(config, logger, sorter));
  // Our own handlers for the donation call and the sponsor list, never proxied as sent; no body parser
  // anywhere before the proxy, which streams bodies through untouched.
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
  // A POST to a page with a form, read whole; other methods refused.
  app.use(pageRequests({ sorter, bodyLimit: config.bodyLimitBytes, logger }));
  app.use((req, res) => pages.handle(req, res));

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, "request failed");
    if (status === 404) sendStatusPage(req, res, 404, STATUS_MESSAGES.notFound);
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
