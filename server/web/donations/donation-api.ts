// POST /api/homepage/donate(/atm): answered here, not proxied, so the JSON path gets what the
// no-JavaScript post gets, and never the upstream's payment page (docs/donations.md).
import express, { type Request, type RequestHandler, type Response } from "express";
import { DONATION_STATUS, type PaymentMethod } from "../../../shared/api/donation.js";
import { checkDonationBody } from "../../../shared/lib/donation-rules.js";
import { writePaymentPage } from "../../../shared/lib/payment-page-html.server.js";
import {
  DONATION_UNAVAILABLE,
  PAGE_REFUSED_NOTICE,
  RESULT_UNKNOWN_NOTICE,
} from "../../../shared/ui/donation/donation-notices.js";
import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import { sendStatusPage } from "../http/status-page.js";
import { checkProxyRequest, DONATION_RULE } from "../proxy/upstream-proxy.js";
import type { Sorter } from "../routing/sort-request.js";
import { createRequestApi } from "../upstream/request-api.js";
import type { UpstreamClient } from "../upstream/upstream-client.js";

export function donationApi(config: Config, upstream: UpstreamClient, logger: Logger, sorter: Sorter): RequestHandler {
  const parseJson = express.json({ limit: config.bodyLimitBytes, strict: true, type: () => true });

  const answer = async (req: Request, res: Response, method: PaymentMethod): Promise<void> => {
    const reply = (status: number, message: string) => sendStatusPage(req, res, status, message);
    const checked = checkDonationBody(req.body);
    if (!checked.ok) return reply(DONATION_STATUS.invalid, checked.message);
    const outcome = await createRequestApi(upstream, logger).api.donate(method, checked.value);
    if (!outcome) return reply(DONATION_STATUS.unavailable, DONATION_UNAVAILABLE);
    const status = DONATION_STATUS[outcome.kind];
    if (outcome.kind === "refused") return reply(status, outcome.message);
    if (outcome.kind === "rejected") return reply(status, PAGE_REFUSED_NOTICE.title);
    if (outcome.kind === "unknown")
      return reply(status, `${RESULT_UNKNOWN_NOTICE.title}：${RESULT_UNKNOWN_NOTICE.message}`);
    res.status(status).type("text/html; charset=utf-8").setHeader("cache-control", "no-store");
    res.send(writePaymentPage(outcome.form));
  };

  return (req, res, next) => {
    const sorted = sorter.of(req);
    if (sorted.kind !== "donation-api") return next();
    const reply = (status: number, message: string, headers?: Record<string, string>) =>
      sendStatusPage(req, res, status, message, headers);
    // The proxy's checks of method and Content-Length, on the one path every spelling was sorted to.
    const { headers } = req;
    const verdict = checkProxyRequest(
      req.method,
      sorted.label,
      headers["content-length"],
      headers["transfer-encoding"],
      config.bodyLimitBytes,
      [DONATION_RULE],
    );
    if (!verdict.ok) return reply(verdict.status, verdict.message, verdict.status === 405 ? { allow: "POST" } : {});
    if (!req.is("application/json")) return reply(415, "請以 JSON 格式送出捐款資料");
    parseJson(req, res, (error?: unknown) => {
      // The body guard answered already (408: the body was too slow) and closed the connection.
      if (res.headersSent) return;
      if (error) {
        const status =
          typeof error === "object" && error !== null && "status" in error && error.status === 413 ? 413 : 400;
        return reply(status, status === 413 ? "請求內容過大" : "捐款資料格式錯誤");
      }
      answer(req, res, sorted.method).catch(next);
    });
  };
}
