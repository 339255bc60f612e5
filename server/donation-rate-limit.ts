// Donation posts per client address (DONATION_RATE_LIMIT per DONATION_RATE_WINDOW_MS): one count
// shared by the no-JavaScript post and the JSON call, so a flood cannot fill the order table with
// names and phones. The address is req.ip, which Express derives through its trust-proxy setting:
// behind our reverse proxy the client's, never a header a stranger sets. Counts live in this
// process's memory (express-rate-limit's store); several processes each keep their own.
import type { Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { CHARITY_CONTACT } from "../shared/ui/charity/charity-contact.js";

/** The browser's donation calls (credit card, bank transfer). */
export const DONATE_API_PATHS = ["/api/homepage/donate", "/api/homepage/donate/atm"];
/** The pages whose POST is the no-JavaScript donation form. */
export const DONATE_PAGE_PATHS = ["/charity4", "/charity"];

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
  return (url.pathname + url.search).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function donationRateLimit(config: Config, logger: Logger): RequestHandler {
  return rateLimit({
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
      if (req.originalUrl.startsWith("/api/")) {
        res.json({ message: `捐款送出次數過多，請在 ${wait}後再試` });
        return;
      }
      res.type("text/html; charset=utf-8").send(limitedPage(wait, backLink(req)));
    },
  });
}
