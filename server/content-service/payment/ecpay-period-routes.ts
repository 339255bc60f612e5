// PeriodReturnURL: each later month of a monthly mandate (docs/donations.md). Changed terms are recorded
// with a warning, never refused; a repeated notice answers "1|OK" and changes nothing; a first month not at
// the order's amount is refused.
import express, { Router, type Response } from "express";
import type { Logger } from "pino";
import type { DonationStore } from "../donations/donation-store.js";
import type { Mandate, MandateStore, PeriodCharge } from "../donations/mandate-store.js";
import type { FormFields } from "./check-mac-value.js";
import { PAID, readEcpayMessage } from "./ecpay-messages.js";
import { isMerchantTradeNo } from "./merchant-trade-no.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";
import { termChanges, warnTermChanges, type TermChange } from "./period-terms.js";

export interface PeriodRouteDeps {
  donations: DonationStore;
  mandates: MandateStore;
  payment: ResolvedPaymentConfig;
  logger: Logger;
}

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
    const notice = periodChargeOf(fields, mandate);
    if (typeof notice === "string") return reject(res, notice, tradeNo, "error");
    const { charge, changes, execTimes } = notice;
    if (fields.SimulatePaid === "1") {
      // ECPay's back-office simulation: acknowledged, but no money moved.
      logger.info({ tradeNo, gwsr: charge.gwsr }, "simulated monthly charge notice ignored");
      return res.status(200).type("text/plain").send("1|OK");
    }
    // Month 1 is the checkout order itself: at its amount only, as ReturnURL and reconciliation check it.
    const firstPaid = charge.paid && charge.chargeNo === 1;
    if (firstPaid && charge.amount !== donations.find(tradeNo)?.amount)
      return reject(res, "Amount mismatch", tradeNo, "error");
    const now = new Date();
    warnTermChanges(logger, tradeNo, changes, "PeriodReturnURL");
    mandates.adoptExecTimes(mandate, execTimes, now);
    if (mandate.status !== "active")
      logger.warn({ tradeNo, status: mandate.status }, "monthly charge for a mandate that is not running");
    if (firstPaid) {
      // The first charge is the mandate's own order (ReturnURL normally settles it): paid once, whichever comes first.
      const gatewayTradeNo = charge.tradeNo ?? charge.gwsr ?? "";
      const changed = donations.markPaid(tradeNo, { gatewayTradeNo, rtnCode: PAID, rtnMsg: "" }, now);
      logger.info({ tradeNo, changed, by: "PeriodReturnURL" }, "monthly first charge paid");
    } else {
      const outcome = mandates.recordCharge({ ...mandate, execTimes }, charge, now);
      const detail = {
        tradeNo,
        chargeNo: charge.chargeNo,
        paid: charge.paid,
        gwsr: charge.gwsr,
        ecpayTradeNo: charge.tradeNo,
        rtnCode: charge.rtnCode,
      };
      if (outcome === "repeated") logger.info(detail, "monthly charge repeated; already recorded");
      else logger.info(detail, charge.paid ? "monthly charge paid" : "monthly charge failed");
    }
    res.status(200).type("text/plain").send("1|OK");
  });

  return router;
}

export function periodChargeOf(fields: FormFields, mandate: Mandate): PeriodNotice | string {
  const successes = fields.TotalSuccessTimes ?? "";
  if (!/^\d{1,3}$/.test(successes)) return "TotalSuccessTimes invalid";
  const execTimes = fields.ExecTimes ?? "";
  if (!/^\d{1,3}$/.test(execTimes)) return "ExecTimes invalid";
  const paid = fields.RtnCode === PAID;
  const gwsr = ecpayNumber(fields.Gwsr);
  const amount = ecpayNumber(fields.Amount);
  // A paid month must say what was charged and under which authorisation; a decline may say neither.
  if (paid && gwsr === null) return "Gwsr invalid";
  if (paid && amount === null) return "Amount invalid";
  const chargeNo = paid ? Number(successes) : Number(successes) + 1;
  if (chargeNo < 1 || chargeNo > Number(execTimes)) return "TotalSuccessTimes out of range";
  const changes = termChanges(mandate, {
    amount: amount === null ? null : Number(amount),
    execTimes: Number(execTimes),
    periodType: fields.PeriodType ?? "",
    frequency: fields.Frequency ?? "",
  });
  const tradeNo = fields.TradeNo ?? "";
  return {
    charge: {
      gwsr,
      tradeNo: /^[0-9A-Za-z]{1,20}$/.test(tradeNo) ? tradeNo : null,
      processDate: (fields.ProcessDate ?? "").slice(0, 40),
      paid,
      chargeNo,
      amount: amount === null ? mandate.amount : Number(amount),
      rtnCode: fields.RtnCode ?? "",
      rtnMsg: (fields.RtnMsg ?? "").slice(0, 200),
    },
    execTimes: Number(execTimes),
    changes,
  };
}

export interface PeriodNotice {
  charge: PeriodCharge;
  execTimes: number;
  changes: TermChange[];
}

function ecpayNumber(value: string | undefined): string | null {
  return value !== undefined && /^\d{1,20}$/.test(value) && /[1-9]/.test(value) ? value.replace(/^0+/, "") : null;
}
