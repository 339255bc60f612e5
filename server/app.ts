// createApp: the middleware a request meets, in order. Wiring only; each piece lives in its own module.
import path from "node:path";
import express, { type ErrorRequestHandler, type Express } from "express";
import type { RouteObject } from "react-router";
import { IMAGE_ENDPOINT } from "../shared/lib/image-widths.js";
import { routes as appRoutes } from "../shared/routes/route-table.js";
import type { Config } from "./config.js";
import { createImageEndpoint } from "./images/image-endpoint.js";
import { siteMediaFiles } from "./images/site-media-files.js";
import type { Logger } from "./logger.js";
import { bodyGuard } from "./body-guard.js";
import { donationApi } from "./donation-api.js";
import { DONATE_API_PATHS, donationRateLimit } from "./donation-rate-limit.js";
import { httpMetrics, measureRequest } from "./metrics/http-metrics.js";
import { noMetrics, type MetricsRecorder } from "./metrics/recorder.js";
import { createRouteLabeler } from "./metrics/route-label.js";
import { compressionExceptPages } from "./page-compression.js";
import { pageRequests } from "./page-post.js";
import { createUpstreamProxy } from "./proxy.js";
import { createReadiness, type Readiness } from "./readiness.js";
import { requestId } from "./request-id.js";
import { requestLog } from "./request-log.js";
import { isOriginForm } from "./request-target.js";
import { assignNonce, createSecurityHeaders, securityHeaders } from "./security.js";
import { createHtmlShell, readManifest } from "./ssr/html-shell.js";
import { createPageCache } from "./ssr/page-cache.js";
import { createPageHandlers } from "./ssr/ssr-handler.js";
import { createHtmlMemo } from "./ssr/html-memo.js";
import { sitemapRoutes } from "./sitemap/sitemap-routes.js";
import { precompressedAssets } from "./static/precompressed-assets.js";
import { answerPagesFirst } from "./stored-page-fast-path.js";
import { logUpstreamFailure } from "./upstream/request-api.js";
import { createUpstreamClient } from "./upstream/upstream-client.js";

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
  /** Fresh stored pages answered ahead of the router (stored-page-fast-path.ts); off only to compare the two paths. */
  storedPageFastPath?: boolean;
}

export function createApp({
  config,
  logger,
  upstreamUrl,
  publicDir = path.resolve("public"),
  routes = appRoutes,
  metrics = noMetrics,
  storedPageFastPath = true,
  readiness = createReadiness({ upstreamUrl, timeoutMs: Math.min(config.upstreamTimeoutMs, 2000), logger }),
}: AppDeps): Express {
  // Read once at start-up, never per request.
  const shell = createHtmlShell(readManifest(publicDir));
  const upstream = createUpstreamClient({
    baseUrl: upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    maxBytes: config.upstreamMaxBytes,
    ttlMs: config.contentTtlMs,
    staleMs: config.contentStaleMs,
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

  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY: only the peers named there may set the client's address, scheme and host (req.ip,
  // req.protocol, req.host); everyone else's X-Forwarded-* headers are ignored.
  app.set("trust proxy", config.trustProxy);

  // Only origin-form targets ("/path"): an absolute-form target ("GET http://host/...") could be
  // mistaken for another host's URL by anything below.
  app.use((req, res, next) => {
    if (isOriginForm(req.url)) return next();
    res.status(400).type("text/plain; charset=utf-8").send("錯誤的請求路徑");
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
  app.use(requestId());
  // Metrics off: not even the labelling runs.
  const routeOf = metrics === noMetrics ? null : createRouteLabeler(routes);
  if (routeOf) app.use(httpMetrics(metrics, routeOf));
  app.use(requestLog(logger));
  // Hashed scripts and styles, kept for a year and sent precompressed (build.mjs), so ahead of the
  // compression middleware; and ahead of the document headers (CSP, frame and referrer rules mean
  // nothing on a script): the handler sets nosniff and CORP itself, ~0.8 KB less per file on the wire.
  app.use("/assets", precompressedAssets(path.join(publicDir, "assets")));
  app.use(assignNonce);
  const documentHeaders = createSecurityHeaders(config);
  app.use(securityHeaders(documentHeaders));
  const htmlMemo = config.fragmentCache ? createHtmlMemo((outcome) => metrics.cacheLookup("fragment", outcome)) : null;
  const pages = createPageHandlers({ routes, config, logger, upstream, shell, pageCache, metrics, htmlMemo });
  // Anonymous reads of the site's pages, answered here: none of the handlers below serves such a URL.
  app.use(pages.sharedPages);
  // Compresses proxied JSON, route data and the sitemap; pages compress their own HTML and skip it.
  app.use(compressionExceptPages());
  app.use(
    "/images",
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
  // No body parser anywhere before this: the proxy streams bodies through untouched.
  const proxy = createUpstreamProxy(config, upstreamUrl, logger);
  app.use((req, res, next) => {
    const url = req.originalUrl;
    if (
      url === "/api" ||
      url === "/media" ||
      url.startsWith("/api/") ||
      url.startsWith("/media/") ||
      url.startsWith("/api?")
    )
      proxy(req, res, next);
    else next();
  });
  app.use(pageRequests({ routes, bodyLimit: config.bodyLimitBytes, logger }));
  app.use(pages.pages);

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .type("text/plain; charset=utf-8")
      .send(status === 404 ? "找不到此資源" : "伺服器發生錯誤");
  };
  app.use(onError);

  // A page the page cache holds fresh (or, with the page cache off, one to render), asked for by an
  // anonymous GET or HEAD, is answered before the router, by the same functions as above in the same
  // order; anything else meets the stack above.
  if (storedPageFastPath)
    answerPagesFirst(app, {
      freshStoredPage: pages.freshStoredPage,
      pageToRender: pages.pageToRender,
      renderPage: pages.renderPage,
      securityHeaders: documentHeaders,
      logger,
      measure: routeOf ? (req, res) => measureRequest(metrics, routeOf, req, res) : undefined,
    });
  return app;
}
