// /sitemap.xml and /robots.txt, cached like content; the last complete sitemap while the upstream is
// down, a 503 (never an empty urlset) before there is one.
import { Router, type Response } from "express";
import { sendNotFound } from "../http/not-found.js";
import { sendStatusPage } from "../http/status-page.js";
import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import { RevalidatingCache } from "../cache/revalidating-cache.js";
import type { UpstreamClient } from "../upstream/upstream-client.js";
import { collectSitemapPaths } from "./sitemap-urls.js";
import { sitemapFiles } from "./sitemap-xml.js";

export interface SitemapDeps {
  config: Pick<Config, "publicUrl" | "contentTtlMs" | "contentStaleMs">;
  upstream: UpstreamClient;
  logger: Logger;
  collect?: () => Promise<string[]>;
}

/** robots.txt: everything but the API, and where the sitemap is (absolute, as the protocol asks). */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

export function sitemapRoutes({ config, upstream, logger, collect }: SitemapDeps): Router {
  const router = Router();
  const cache = new RevalidatingCache<Map<string, string>>({
    ttlMs: config.contentTtlMs,
    staleMs: config.contentStaleMs,
    maxEntries: 1,
    onRefreshError: (_key, error) => logger.warn({ err: error }, "sitemap rebuild failed; serving the last one"),
  });
  const build = async () => {
    const paths = await (collect ?? (() => collectSitemapPaths(upstream)))();
    return sitemapFiles(
      config.publicUrl,
      paths.map((path) => ({ loc: config.publicUrl + path })),
    );
  };
  const maxAge = Math.floor(config.contentTtlMs / 1000);
  const robots = robotsTxt(config.publicUrl);

  const send = async (name: string, res: Response) => {
    let files: Map<string, string>;
    try {
      files = await cache.get("sitemap", build);
    } catch (error) {
      logger.warn({ err: error }, "sitemap unavailable: never built and the upstream failed");
      sendStatusPage(res.req, res, 503, "網站地圖暫時無法產生，請稍後再試。", { "retry-after": "60" });
      return;
    }
    const body = files.get(name);
    if (body === undefined) {
      sendNotFound(res.req, res, "file");
      return;
    }
    res.setHeader("cache-control", `public, max-age=${maxAge}`);
    res.type("application/xml; charset=utf-8").send(body);
  };

  router.get("/robots.txt", (_req, res) => {
    res.setHeader("cache-control", "public, max-age=86400");
    res.type("text/plain; charset=utf-8").send(robots);
  });
  router.get("/sitemap.xml", (_req, res) => send("sitemap.xml", res));
  router.get(/^\/sitemap-(\d{1,4})\.xml$/, (req, res) => send(req.path.slice(1), res));
  return router;
}
