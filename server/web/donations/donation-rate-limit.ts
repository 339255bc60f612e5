// Donation posts per client address (DONATION_RATE_LIMIT per DONATION_RATE_WINDOW_MS): one count
// shared by the no-JavaScript post and the JSON call, so a flood cannot fill the order table with
// names and phones. The address is req.ip, which Express derives through its trust-proxy setting:
// behind our reverse proxy the client's, never a header a stranger sets. Counts live in this
// process's memory (express-rate-limit's store); several processes each keep their own. Which posts
// count is decided on the path as the router and the upstream read it (http/normalised-path.ts), so no
// spelling of a donation address (encoded, upper-case, extra slashes) escapes the count (docs/security.md).
import type { Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import { DONATE_PATHS } from "../../../shared/api/donation.js";
import { CHARITY_CONTACT } from "../../../shared/lib/charity-contact.js";
import { normalisedPath } from "../http/normalised-path.js";
import { escapeHtml } from "../../../shared/lib/html-escape.js";

/** The browser's donation calls (credit card, bank transfer), as shared/api/donation.ts names them. */
export const DONATE_API_PATHS: string[] = Object.values(DONATE_PATHS);
/** The pages whose POST is the no-JavaScript donation form. */
export const DONATE_PAGE_PATHS = ["/charity4", "/charity"];

const DONATION_PATHS = new Set([...DONATE_API_PATHS, ...DONATE_PAGE_PATHS]);

/** True for a POST that reaches a donation action, however its path is spelled. */
export function isDonationPost(method: string, target: string): boolean {
  return method === "POST" && DONATION_PATHS.has(normalisedPath(target));
}

function waitText(res: Response, windowMs: number): string {
  const seconds = Number(res.getHeader("retry-after")) || Math.ceil(windowMs / 1000);
  return seconds < 120 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分鐘`;
}

function limitedPage(wait: string, back: string): string {
  return (
    '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    "<title>捐款送出次數過多</title></head><body><main><h1>捐款送出次數過多</h1>" +
    `<p>為了保護捐款服務，同一個網路位址在短時間內只能送出有限次數的捐款。請在 ${wait}後再試。</p>` +
    `<p>如需協助，請來電 ${CHARITY_CONTACT.phone}（${CHARITY_CONTACT.name}）。</p>` +
    `<p><a href="${back}">回到捐款頁面</a></p></main></body></html>`
  );
}

/** Where the limited page links back to: the page that was posted to (path and query, already ours). */
function backLink(req: Request): string {
  const url = new URL(req.originalUrl, "http://site.invalid");
  return escapeHtml(url.pathname + url.search);
}

/** Mounted once for every path: it counts donation posts and lets everything else through untouched. */
export function donationRateLimit(config: Config, logger: Logger): RequestHandler {
  const limiter = rateLimit({
    windowMs: config.donationRateWindowMs,
    limit: config.donationRateLimit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // The default key: req.ip (an IPv6 address by its /56 network, which one household holds).
    logger,
    handler: (req, res) => {
      const wait = waitText(res, config.donationRateWindowMs);
      logger.info({ ip: req.ip, path: req.path }, "donation rate limit reached");
      res.status(429).setHeader("cache-control", "no-store");
      if (normalisedPath(req.originalUrl).startsWith("/api/")) {
        res.json({ message: `捐款送出次數過多，請在 ${wait}後再試` });
        return;
      }
      res.type("text/html; charset=utf-8").send(limitedPage(wait, backLink(req)));
    },
  });
  return (req, res, next) => {
    if (!isDonationPost(req.method, req.originalUrl)) return next();
    void limiter(req, res, next);
  };
}
