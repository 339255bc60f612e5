// OrderResultURL: the donor's browser after a credit-card payment. Anyone can post here, so it only leads
// back to the donation page and never settles an order (docs/donations.md, "The gateway loop").
import express, { Router, type Response } from "express";
import type { Logger } from "pino";
import { CONFIRMING, RESULT_REPLAYED, RESULT_UNVERIFIED } from "../../../shared/lib/payment-result-codes.js";
import { monthlyParam } from "../../../shared/lib/monthly-giving.js";
import type { DonationStore, StoredOrder } from "../donations/donation-store.js";
import type { MandateStore } from "../donations/mandate-store.js";
import { PAID, readEcpayMessage } from "./ecpay-messages.js";
import { isMerchantTradeNo } from "./merchant-trade-no.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";

const FALLBACK_RETURN_PATH = "/charity4?id=1";

export function ecpayResultRoute(
  store: DonationStore,
  payment: ResolvedPaymentConfig,
  logger: Logger,
  mandates: MandateStore | null = null,
): Router {
  const router = Router();
  const back = (res: Response, order: StoredOrder | null, query: string): void => {
    const path = order?.returnPath ?? FALLBACK_RETURN_PATH;
    const orderNo = order ? `order_no=${encodeURIComponent(order.merchantTradeNo)}&` : "";
    res
      .status(303)
      .set("Cache-Control", "no-store")
      .location(`${path}${path.includes("?") ? "&" : "?"}${orderNo}${query}`)
      .end();
  };
  const refuse = (res: Response, order: StoredOrder | null, reason: string, level: "warn" | "error" = "warn") => {
    logger[level]({ tradeNo: order?.merchantTradeNo, reason }, "payment browser return refused");
    back(res, order, `status=fail&errmsg=${RESULT_UNVERIFIED}`);
  };

  router.post(
    "/ecpay/result",
    express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 64 }),
    (req, res) => {
      // The order's own page only once the post is proven ours: a forged one gets the generic page.
      const read = readEcpayMessage(req.body, "browser-result", payment);
      if (!read.ok) return refuse(res, null, read.reason);
      const { fields } = read;
      const tradeNo = fields.MerchantTradeNo ?? "";
      const order = isMerchantTradeNo(tradeNo) ? store.find(tradeNo) : null;
      if (fields.MerchantID !== payment.merchantId) return refuse(res, null, "MerchantID mismatch", "error");
      if (!order) return refuse(res, null, "order not found");
      if (fields.TradeAmt !== String(order.amount)) return refuse(res, order, "TradeAmt mismatch", "error");
      if (!store.claimBrowserResult(tradeNo, new Date())) {
        logger.warn({ tradeNo }, "payment browser return replayed");
        return back(res, order, `status=fail&errmsg=${RESULT_REPLAYED}`);
      }
      const rtnCode = fields.RtnCode ?? "";
      logger.info({ tradeNo, rtnCode, orderStatus: order.status }, "payment browser return");
      if (rtnCode !== PAID) return back(res, order, `status=fail&errmsg=${encodeURIComponent(rtnCode)}`);
      const status = order.status === "paid" ? "status=success" : `status=${CONFIRMING}`;
      // A monthly gift's box says what was started: from the stored mandate, never from the post.
      const mandate = mandates?.find(tradeNo);
      back(res, order, mandate ? `${status}&monthly=${monthlyParam(mandate.amount, mandate.execTimes)}` : status);
    },
  );

  return router;
}
