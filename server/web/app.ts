// createApp: the one request listener. Every page request ends in the one page handler
// (pages/page-handler.ts): reads of the route table's pages are handed to it in front of Express, which
// they do not need; everything else goes to the Express app below, whose middleware is listed in the
// order a request meets it, the page handler last. Wiring only; each piece lives in its own module.
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
import { DONATE_API_PATHS, donationRateLimit } from "./donations/donation-rate-limit.js";
import { noMetrics, type MetricsRecorder } from "./observability/metrics/recorder.js";
import { createRouteLabeler } from "./observability/metrics/route-label.js";
import { pageRequests } from "./pages/page-post.js";
import { createUpstreamProxy } from "./proxy/upstream-proxy.js";
import { createReadiness, type Readiness } from "./observability/readiness.js";
import { runAsRequest } from "./http/request-id.js";
import { isOriginForm } from "./http/request-target.js";
import { createSecurityHeaders } from "./http/security-headers.js";
import { sendStatusPage, STATUS_MESSAGES } from "./http/status-page.js";
import { createHtmlShell, readManifest } from "./pages/html-shell.js";
import { createPageCache } from "./pages/page-cache.js";
import { createPageHandler } from "./pages/page-handler.js";
import { startPageWarming } from "./pages/page-warming.js";
import { sitemapRoutes } from "./sitemap/sitemap-routes.js";
import { collectSitemapPaths } from "./sitemap/sitemap-urls.js";
import { SPONSOR_API_PATH, sponsorApi } from "./donations/sponsor-api.js";
import { precompressedAssets } from "./static/precompressed-assets.js";
import { logUpstreamFailure } from "./upstream/request-api.js";
import { createUpstreamClient } from "./upstream/upstream-client.js";
import { ASSETS_PREFIX, IMAGES_PREFIX, isProxiedTarget, isUnder } from "./http/path-prefixes.js";

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
  // Metrics off: not even the labelling runs.
  const routeOf = metrics === noMetrics ? null : createRouteLabeler(routes);
  const security = createSecurityHeaders(config);
  const beginResponse = createBeginResponse({ trust, logger, metrics, routeOf, security });
  const pages = createPageHandler({ routes, config, logger, upstream, shell, pageCache, metrics, security });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trust);

  // Only origin-form targets ("/path"): an absolute-form target ("GET http://host/...") could be
  // mistaken for another host's URL by anything below.
  app.use((req, res, next) => {
    if (isOriginForm(req.url)) return next();
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
  // Donation posts: rate-limited per client address (one count for the form post and the JSON
  // call); the browser's donation call is answered by our own handler, not proxied (donation-api.ts).
  const limitDonations = donationRateLimit(config, logger);
  app.use(limitDonations);
  app.post(DONATE_API_PATHS, donationApi(config, upstream, logger));
  // Sponsor pages for the browser: names masked here, never proxied as sent (sponsor-api.ts).
  app.get(SPONSOR_API_PATH, sponsorApi(upstream, logger, config));
  // No body parser anywhere before this: the proxy streams bodies through untouched.
  const proxy = createUpstreamProxy(config, upstreamUrl, logger);
  app.use((req, res, next) => {
    if (isProxiedTarget(req.originalUrl)) proxy(req, res, next);
    else next();
  });
  // A POST to a page with a form, read whole; other methods refused.
  app.use(pageRequests({ routes, bodyLimit: config.bodyLimitBytes, logger }));
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
          routes,
          warm: pages.warm,
          maxPages: config.pageCacheEntries,
          logger,
        })
      : null;

  // A stored page costs a third of Express sending the same bytes this way, two times it through
  // Express (docs/benchmarks.md): the same handler, without the middleware a page read does not need.
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    if (!pages.isPageRead(req)) return void app(req, res);
    const id = beginResponse(req, res, true);
    runAsRequest(id, () => pages.handle(req, res));
  };
  return Object.assign(listener, { close: () => warming?.stop() });
}
