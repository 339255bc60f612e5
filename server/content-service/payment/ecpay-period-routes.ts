// POST /api/payment/ecpay/period-return: ECPay's server-to-server notice of each later charge of a monthly
// mandate (PeriodReturnURL), form-encoded. Verified (CheckMacValue, the notice's own shape: ecpay-messages.ts,
// merchant, a mandate of ours and its amount and period fields) before anything changes; then the charge is
// stored once as its own donation row (mandate-store.ts), paid or failed, and "1|OK" answered. A repeated
// notice answers "1|OK" and changes nothing. Every refusal is logged.
import express, { Router, type Response } from "express";
import type { Logger } from "pino";
import type { DonationStore } from "../donations/donation-store.js";
import type { Mandate, MandateStore, PeriodCharge } from "../donations/mandate-store.js";
import type { FormFields } from "./check-mac-value.js";
import { PAID, readEcpayMessage } from "./ecpay-messages.js";
import { isMerchantTradeNo } from "./merchant-trade-no.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";
import { MONTHLY } from "./period-checkout-fields.js";

export interface PeriodRouteDeps {
  donations: DonationStore;
  mandates: MandateStore;
  payment: ResolvedPaymentConfig;
  logger: Logger;
}

/** Mounted at /api/payment. */
export function ecpayPeriodRoutes({ donations, mandates, payment, logger }: PeriodRouteDeps): Router {
  const router = Router();
  const reject = (res: Response, reason: string, tradeNo?: string, level: "warn" | "error" = "warn") => {
    logger[level]({ tradeNo, reason }, "monthly charge notice rejected");
    res.status(400).type("text/plain").send(`0|${reason}`);
  };

  router.post("/ecpay/period-return", express.urlencoded({ extended: false, limit: "16kb" }), (req, res) => {
    const read = readEcpayMessage(req.body, "period-result", payment);
    if (!read.ok) return reject(res, read.reason);
    const { fields } = read;
    const tradeNo = fields.MerchantTradeNo ?? "";
    if (fields.MerchantID !== payment.merchantId) return reject(res, "MerchantID mismatch", tradeNo, "error");
    const mandate = isMerchantTradeNo(tradeNo) ? mandates.find(tradeNo) : null;
    if (!mandate) return reject(res, "mandate not found", tradeNo);
    const charge = periodChargeOf(fields, mandate);
    if (typeof charge === "string") return reject(res, charge, tradeNo, "error");
    if (fields.SimulatePaid === "1") {
      // ECPay's back-office simulation: acknowledged, but no money moved.
      logger.info({ tradeNo, gwsr: charge.gwsr }, "simulated monthly charge notice ignored");
      return res.status(200).type("text/plain").send("1|OK");
    }
    const now = new Date();
    if (mandate.status !== "active")
      logger.warn({ tradeNo, status: mandate.status }, "monthly charge for a mandate that is not running");
    if (charge.paid && charge.chargeNo === 1) {
      // The first charge is the mandate's own order (ReturnURL normally settles it): paid once, whichever comes first.
      const changed = donations.markPaid(tradeNo, { gatewayTradeNo: charge.gwsr, rtnCode: PAID, rtnMsg: "" }, now);
      logger.info({ tradeNo, changed, by: "PeriodReturnURL" }, "monthly first charge paid");
    } else {
      const outcome = mandates.recordCharge(mandate, charge, now);
      const detail = {
        tradeNo,
        chargeNo: charge.chargeNo,
        paid: charge.paid,
        gwsr: charge.gwsr,
        rtnCode: charge.rtnCode,
      };
      if (outcome === "repeated") logger.info(detail, "monthly charge repeated; already recorded");
      else logger.info(detail, charge.paid ? "monthly charge paid" : "monthly charge failed");
    }
    res.status(200).type("text/plain").send("1|OK");
  });

  return router;
}

/** The charge a verified notice reports for `mandate`, or why it cannot be about that mandate. */
export function periodChargeOf(fields: FormFields, mandate: Mandate): PeriodCharge | string {
  const amount = String(mandate.amount);
  if (fields.Amount !== amount || fields.FirstAuthAmount !== amount) return "Amount mismatch";
  if (fields.PeriodType !== MONTHLY.PeriodType || fields.Frequency !== MONTHLY.Frequency)
    return "PeriodType or Frequency mismatch";
  if (fields.ExecTimes !== String(mandate.execTimes)) return "ExecTimes mismatch";
  const gwsr = fields.Gwsr ?? "";
  if (!/^\d{1,20}$/.test(gwsr)) return "Gwsr invalid";
  const successes = fields.TotalSuccessTimes ?? "";
  if (!/^\d{1,3}$/.test(successes)) return "TotalSuccessTimes invalid";
  const paid = fields.RtnCode === PAID;
  // Paid: this charge is the n-th paid month. Failed: it tried the month after the last paid one.
  const chargeNo = paid ? Number(successes) : Number(successes) + 1;
  if (chargeNo < 1 || chargeNo > mandate.execTimes) return "TotalSuccessTimes out of range";
  return { gwsr, paid, chargeNo, rtnCode: fields.RtnCode ?? "", rtnMsg: (fields.RtnMsg ?? "").slice(0, 200) };
}
