// POST /api/payment/ecpay/result: ECPay's browser post after a credit-card payment (OrderResultURL).
// Anyone can make a browser post here, so it is only a way back to the donation page: it never settles an
// order (ReturnURL and QueryTradeInfo do, docs/donations.md "The gateway loop"). Verified (CheckMacValue in
// constant time, merchant, trade number, amount against the stored order) and accepted once per order; the
// answer is a 303 to the order's donation page with what the result box needs. Anything else: the failure box.
import express, { Router, type Response } from "express";
import type { Logger } from "pino";
import { CONFIRMING, RESULT_REPLAYED, RESULT_UNVERIFIED } from "../../../shared/lib/payment-result-codes.js";
import { monthlyParam } from "../../../shared/lib/monthly-giving.js";
import type { DonationStore, StoredOrder } from "../donations/donation-store.js";
import type { MandateStore } from "../donations/mandate-store.js";
import { PAID, readEcpayMessage } from "./ecpay-messages.js";
import { isMerchantTradeNo } from "./merchant-trade-no.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";

/** Where a post that names no order of ours goes back to: the first charity's donation page. */
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
      // Paid only once the server-to-server result (or reconciliation) said so.
      const status = order.status === "paid" ? "status=success" : `status=${CONFIRMING}`;
      // A monthly gift's box says what was started: from the stored mandate, never from the post.
      const mandate = mandates?.find(tradeNo);
      back(res, order, mandate ? `${status}&monthly=${monthlyParam(mandate.amount, mandate.execTimes)}` : status);
    },
  );

  return router;
}
