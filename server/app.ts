// createApp: the middleware a request meets, in order. Wiring only; each piece lives in its own module.
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import type { RouteObject } from "react-router";
import { IMAGE_ENDPOINT } from "../shared/lib/image-widths.js";
import { routes as appRoutes } from "../shared/routes/route-table.js";
import type { Config } from "./config.js";
import { createImageEndpoint } from "./images/image-endpoint.js";
import { siteMediaFiles } from "./images/site-media-files.js";
import type { Logger } from "./logger.js";
import { pageMethods } from "./page-body-limit.js";
import { createUpstreamProxy } from "./proxy.js";
import { requestLog } from "./request-log.js";
import { assignNonce, securityHeaders } from "./security.js";
import { createHtmlShell, readManifest } from "./ssr/html-shell.js";
import { PageCache } from "./ssr/page-cache.js";
import { createSsrHandler } from "./ssr/ssr-handler.js";
import { createUpstreamClient } from "./upstream/upstream-client.js";

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** The content upstream actually used (UPSTREAM_URL or the embedded service). */
  upstreamUrl: string;
  publicDir?: string;
  routes?: RouteObject[];
}

export function createApp({
  config,
  logger,
  upstreamUrl,
  publicDir = path.resolve("public"),
  routes = appRoutes,
}: AppDeps): Express {
  // Read once at start-up, never per request.
  const shell = createHtmlShell(readManifest(publicDir));
  const upstream = createUpstreamClient({
    baseUrl: upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    ttlMs: config.contentTtlMs,
    staleMs: config.contentStaleMs,
    onRefreshError: (key, error) =>
      logger.warn({ err: error, key }, "upstream refresh failed; serving the last good answer"),
  });
  const pageCache = new PageCache({
    ttlMs: config.contentTtlMs,
    staleMs: config.contentStaleMs,
    maxEntries: config.pageCacheEntries,
    maxBytes: 32 * 1024 * 1024,
  });

  const app = express();
  app.disable("x-powered-by");
  // Behind one reverse proxy on this host: client IPs in logs come from X-Forwarded-For.
  app.set("trust proxy", "loopback");

  // Only origin-form targets ("/path"): an absolute-form target ("GET http://host/...") could be
  // mistaken for another host's URL by anything below.
  app.use((req, res, next) => {
    if (req.url.startsWith("/") && !req.url.startsWith("//")) return next();
    res.status(400).type("text/plain; charset=utf-8").send("錯誤的請求路徑");
  });
  app.get("/healthz", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.json({ status: "ok" });
  });
  app.use(requestLog(logger));
  app.use(assignNonce);
  app.use(securityHeaders(config));
  // Compresses streamed pages and proxied JSON; cached pages arrive already gzipped and pass through.
  app.use(compression());
  // Hashed names: safe to keep for a year.
  app.use(
    "/assets",
    express.static(path.join(publicDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
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
  app.get(["/favicon.svg", "/robots.txt"], express.static(publicDir, { index: false, maxAge: "1d" }));
  // Documents without an icon link (the payment page) make browsers ask for /favicon.ico.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
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
  app.use(pageMethods(config.bodyLimitBytes));
  app.use(createSsrHandler({ routes, config, logger, upstream, shell, pageCache }));

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
  return app;
}
