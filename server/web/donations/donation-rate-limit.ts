// Donation posts per client address (DONATION_RATE_LIMIT per DONATION_RATE_WINDOW_MS): one count for
// the no-JavaScript form post and the JSON call, whichever way the path is spelled, since both are read
// from the request's sorting (routing/sort-request.ts). req.ip follows TRUST_PROXY (docs/security.md).
import type { RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import { CHARITY_CONTACT } from "../../../shared/lib/charity-contact.js";
import { sendStatusPage } from "../http/status-page.js";
import type { Sorter } from "../routing/sort-request.js";

function waitText(res: Response, windowMs: number): string {
  const seconds = Number(res.getHeader("retry-after")) || Math.ceil(windowMs / 1000);
  return seconds < 120 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分鐘`;
}

export function donationRateLimit(config: Config, logger: Logger, sorter: Sorter): RequestHandler {
  const limiter = rateLimit({
    windowMs: config.donationRateWindowMs,
    limit: config.donationRateLimit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // The default key: req.ip (an IPv6 address by its /56 network, which one household holds).
    logger,
    handler: (req, res) => {
      logger.info({ ip: req.ip, path: req.path }, "donation rate limit reached");
      const url = new URL(req.originalUrl, "http://site.invalid");
      sendStatusPage(
        req,
        res,
        429,
        `捐款送出次數過多，請在 ${waitText(res, config.donationRateWindowMs)}後再試`,
        {},
        {
          note: `為了保護捐款服務，同一個網路位址在短時間內只能送出有限次數的捐款。如需協助，請來電 ${CHARITY_CONTACT.phone}（${CHARITY_CONTACT.name}）。`,
          link: { href: url.pathname + url.search, text: "回到捐款頁面" },
        },
      );
    },
  });
  return (req, res, next) => {
    const { kind } = sorter.of(req);
    if (kind === "form-post" || (kind === "donation-api" && req.method === "POST")) void limiter(req, res, next);
    else next();
  };
}
