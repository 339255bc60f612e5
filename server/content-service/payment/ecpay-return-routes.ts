// ReturnURL: ECPay's server-to-server result, verified before anything changes; RtnCode=1 marks paid once.
import express, { Router, type Response } from "express";
import type { Logger } from "pino";
import type { DonationStore } from "../donations/donation-store.js";
import { PAID, readEcpayMessage } from "./ecpay-messages.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";

export function ecpayReturnRoutes(store: DonationStore, payment: ResolvedPaymentConfig, logger: Logger): Router {
  const router = Router();
  const reject = (
    res: Response,
    reason: string,
    detail: Record<string, unknown> = {},
    level: "warn" | "error" = "warn",
  ) => {
    logger[level]({ ...detail, reason }, "payment callback rejected");
    res.status(400).type("text/plain").send(`0|${reason}`);
  };

  router.post("/ecpay/return", express.urlencoded({ extended: false, limit: "16kb" }), (req, res) => {
    const read = readEcpayMessage(req.body, "payment-result", payment);
    if (!read.ok) return reject(res, read.reason);
    const { fields } = read;
    const tradeNo = fields.MerchantTradeNo ?? "";
    if (fields.MerchantID !== payment.merchantId) return reject(res, "MerchantID mismatch", { tradeNo }, "error");
    const order = store.find(tradeNo);
    if (!order) return reject(res, "order not found", { tradeNo });
    if (fields.TradeAmt !== String(order.amount)) return reject(res, "TradeAmt mismatch", { tradeNo }, "error");

    const result = { gatewayTradeNo: fields.TradeNo ?? "", rtnCode: fields.RtnCode ?? "", rtnMsg: fields.RtnMsg ?? "" };
    const now = new Date();
    if (fields.SimulatePaid === "1") {
      // ECPay's back-office simulation: acknowledged, but no money moved.
      logger.info({ tradeNo }, "simulated payment callback ignored");
    } else if (result.rtnCode === PAID) {
      // A transfer reported after its ATM account expired: the money arrived, so paid wins.
      if (order.status === "expired") logger.warn({ tradeNo }, "payment arrived for an expired ATM donation: paid");
      const changed = store.markPaid(tradeNo, result, now);
      logger.info({ tradeNo, changed, by: "ReturnURL" }, changed ? "donation paid" : "donation already paid");
    } else {
      const changed = store.markFailed(tradeNo, result, now);
      logger.info({ tradeNo, changed, rtnCode: result.rtnCode, by: "ReturnURL" }, "donation payment failed");
    }
    res.status(200).type("text/plain").send("1|OK");
  });

  return router;
}
