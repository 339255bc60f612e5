// createApp: the one request listener. Anonymous page reads (ssr/page-read.ts) are answered in front of
// Express, from the page cache or rendered into it; everything else goes to the Express app below, whose
// middleware is listed in the order a request meets it. Wiring only; each piece lives in its own module.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
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
import { compressionExceptPages } from "./pages/page-compression.js";
import { pageRequests } from "./pages/page-post.js";
import { createUpstreamProxy } from "./proxy/upstream-proxy.js";
import { createReadiness, type Readiness } from "./observability/readiness.js";
import { runAsRequest } from "./http/request-id.js";
import { isOriginForm } from "./http/request-target.js";
import { createSecurityHeaders } from "./http/security-headers.js";
import { createHtmlShell, readManifest } from "./pages/html-shell.js";
import { createPageCache } from "./pages/page-cache.js";
import { anonymousPageRead } from "./pages/page-read.js";
import { startPageWarming } from "./pages/page-warming.js";
import { createPageHandlers } from "./pages/ssr-handler.js";
import { createHtmlMemo } from "./pages/html-memo.js";
import { sitemapRoutes } from "./sitemap/sitemap-routes.js";
import { collectSitemapPaths } from "./sitemap/sitemap-urls.js";
import { SPONSOR_API_PATH, sponsorApi } from "./donations/sponsor-api.js";
import { precompressedAssets } from "./static/precompressed-assets.js";
import { logUpstreamFailure } from "./upstream/request-api.js";
import { createUpstreamClient } from "./upstream/upstream-client.js";
import { ASSETS_PREFIX, IMAGES_PREFIX, isProxiedTarget, isUnder } from "./http/path-prefixes.js";

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
  // req.protocol, req.host); everyone else's X-Forwarded-* headers are ignored. Compiled once, for both paths.
  const trust = compileTrust(config.trustProxy);
  // Metrics off: not even the labelling runs.
  const routeOf = metrics === noMetrics ? null : createRouteLabeler(routes);
  const security = createSecurityHeaders(config);
  const beginResponse = createBeginResponse({ trust, logger, metrics, routeOf, security });
  const htmlMemo = config.fragmentCache ? createHtmlMemo((outcome) => metrics.cacheLookup("fragment", outcome)) : null;
  const pages = createPageHandlers({ routes, config, logger, upstream, shell, pageCache, metrics, security, htmlMemo });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trust);

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
  // The request id, metrics, log line and security headers, as for the page reads in front. Hashed
  // assets get no document headers (CSP, frame and referrer rules mean nothing on a script): their
  // handler sets nosniff and CORP itself, so each file's headers stay small.
  app.use((req, res, next) => {
    const id = beginResponse(req, res, !isUnder(ASSETS_PREFIX, req.url));
    runAsRequest(id, next);
  });
  // Hashed scripts and styles, kept for a year and sent precompressed (build.mjs), so ahead of the
  // compression middleware.
  app.use(ASSETS_PREFIX, precompressedAssets(path.join(publicDir, "assets")));
  // Compresses proxied JSON, route data and the sitemap; pages compress their own HTML and skip it.
  app.use(compressionExceptPages());
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

  /** Anonymous page reads here, everything else to Express (itself a listener). */
  /** What escapes even the page path's own error handling: a 500, never an exception out of the listener. */
  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    logger.error({ err: error, url: req.url }, "request failed");
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("伺服器發生錯誤");
    else res.destroy();
  };
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    try {
      const target = anonymousPageRead(routes, req);
      // Express answers its own errors (its error handler above).
      if (!target) return void app(req, res);
      const id = beginResponse(req, res, true);
      runAsRequest(id, () => pages.answerRead(req, res, target)).catch((error: unknown) => failed(req, res, error));
    } catch (error) {
      failed(req, res, error);
    }
  };
  return Object.assign(listener, { close: () => warming?.stop() });
}
