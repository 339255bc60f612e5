// ECPay's two ATM messages: PaymentInfoURL (server to server, "1|OK") and ClientRedirectURL (the donor's
// browser, a 303 to the transfer page; it never fails an order). docs/donations.md, "Bank transfer by ATM".
import express, { Router, type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { paths } from "../../../shared/lib/paths.js";
import type { AtmStore } from "../donations/atm-store.js";
import type { DonationStore } from "../donations/donation-store.js";
import { ACCOUNT_ISSUED, checkAtmMessage, virtualAccountOf, type AtmCheck } from "./atm-callback-check.js";
import type { FormFields } from "./check-mac-value.js";
import { ATM_INFO_PATH, ATM_REDIRECT_PATH } from "./atm-config.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";

const FORM = "application/x-www-form-urlencoded";
const BASE = "/api/payment";

export interface AtmRouteDeps {
  donations: DonationStore;
  atm: AtmStore;
  payment: ResolvedPaymentConfig;
  logger: Logger;
}

export function ecpayAtmRoutes({ donations, atm, payment, logger }: AtmRouteDeps): Router {
  const router = Router();
  const formOnly = (req: Request, res: Response, next: NextFunction) => {
    if (req.is(FORM) === FORM) return next();
    logger.warn(
      { path: req.path, contentType: req.headers["content-type"] ?? null },
      "ATM callback refused: not a form",
    );
    res.status(415).type("text/plain").send("0|Content-Type must be application/x-www-form-urlencoded");
  };
  const parse = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 100 });
  const check = (req: Request, kind: "atm-payment-info" | "atm-client-redirect"): AtmCheck =>
    checkAtmMessage(req.body, kind, payment, atm);

  /** False when an "issued" message's account fields are malformed. */
  const record = (fields: FormFields, tradeNo: string, via: "payment info" | "client redirect"): boolean => {
    const now = new Date();
    if (fields.RtnCode !== ACCOUNT_ISSUED && via === "client redirect") {
      logger.info(
        { tradeNo, rtnCode: fields.RtnCode, via },
        "ATM virtual account not issued (browser message: order unchanged)",
      );
      return true;
    }
    if (fields.RtnCode !== ACCOUNT_ISSUED) {
      const result = {
        gatewayTradeNo: fields.TradeNo ?? "",
        rtnCode: fields.RtnCode ?? "",
        rtnMsg: fields.RtnMsg ?? "",
      };
      donations.markFailed(tradeNo, result, now);
      logger.info({ tradeNo, rtnCode: result.rtnCode, via }, "ATM virtual account not issued");
      return true;
    }
    const account = virtualAccountOf(fields);
    if (!account) return false;
    if (atm.recordAccount(tradeNo, account, now))
      logger.info({ tradeNo, expireDate: account.expireDate, via }, "ATM virtual account issued");
    else logger.info({ tradeNo, via }, "ATM virtual account repeated; the stored one is kept");
    return true;
  };

  router.post(ATM_INFO_PATH.slice(BASE.length), formOnly, parse, (req, res) => {
    const checked = check(req, "atm-payment-info");
    const reject = (reason: string, tradeNo?: string) => {
      logger.warn({ tradeNo, reason }, "ATM payment info rejected");
      res.status(400).type("text/plain").send(`0|${reason}`);
    };
    if (!checked.ok) return reject(checked.reason, checked.tradeNo);
    if (!record(checked.fields, checked.tradeNo, "payment info"))
      return reject("virtual account fields invalid", checked.tradeNo);
    res.status(200).type("text/plain").send("1|OK");
  });

  router.post(ATM_REDIRECT_PATH.slice(BASE.length), formOnly, parse, (req, res) => {
    const checked = check(req, "atm-client-redirect");
    res.set("Cache-Control", "no-store");
    if (!checked.ok) {
      logger.warn({ tradeNo: checked.tradeNo, reason: checked.reason }, "ATM client redirect rejected");
      return res.redirect(303, paths.atmTransfer());
    }
    // The browser may arrive before ECPay's server-to-server post; its message is signed just the same.
    if (!record(checked.fields, checked.tradeNo, "client redirect"))
      logger.warn({ tradeNo: checked.tradeNo }, "ATM client redirect: virtual account fields invalid");
    res.redirect(303, paths.atmTransfer(checked.tradeNo));
  });

  return router;
}
