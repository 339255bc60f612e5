// ECPay's two ATM messages, form-encoded POSTs, verified the same way (atm-callback-check.ts):
// - PaymentInfoURL (server to server): the issued virtual account, stored once with the order; "1|OK".
// - ClientRedirectURL (the donor's browser): a 303 to our transfer page; a forged one to the page's
//   "not found" message, never to an order's details.
import express, { Router, type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { paths } from "../../../shared/lib/paths.js";
import type { AtmStore } from "../donations/atm-store.js";
import type { DonationStore } from "../donations/donation-store.js";
import { ACCOUNT_ISSUED, checkAtmMessage, virtualAccountOf, type AtmCheck } from "./atm-callback-check.js";
import { ATM_INFO_PATH, ATM_REDIRECT_PATH } from "./atm-config.js";
import { formFields } from "./form-fields.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";

const FORM = "application/x-www-form-urlencoded";
const BASE = "/api/payment";

export interface AtmRouteDeps {
  donations: DonationStore;
  atm: AtmStore;
  payment: ResolvedPaymentConfig;
  logger: Logger;
}

/** Mounted at /api/payment (the paths are the constants in atm-config.ts). */
export function ecpayAtmRoutes({ donations, atm, payment, logger }: AtmRouteDeps): Router {
  const router = Router();
  const formOnly = (req: Request, res: Response, next: NextFunction) => {
    // ECPay posts forms; anything else is not ECPay and is not parsed at all.
    if (req.is(FORM) === FORM) return next();
    logger.warn(
      { path: req.path, contentType: req.headers["content-type"] ?? null },
      "ATM callback refused: not a form",
    );
    res.status(415).type("text/plain").send("0|Content-Type must be application/x-www-form-urlencoded");
  };
  const parse = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 100 });
  const check = (req: Request): AtmCheck => checkAtmMessage(formFields(req.body), payment, atm);

  router.post(ATM_INFO_PATH.slice(BASE.length), formOnly, parse, (req, res) => {
    const checked = check(req);
    const reject = (reason: string, tradeNo?: string) => {
      logger.warn({ tradeNo, reason }, "ATM payment info rejected");
      res.status(400).type("text/plain").send(`0|${reason}`);
    };
    if (!checked.ok) return reject(checked.reason, checked.tradeNo);
    const { fields, tradeNo } = checked;
    if (fields.RtnCode === ACCOUNT_ISSUED) {
      const account = virtualAccountOf(fields);
      if (!account) return reject("virtual account fields invalid", tradeNo);
      const firstTime = atm.recordAccount(tradeNo, account, new Date());
      if (firstTime) logger.info({ tradeNo, expireDate: account.expireDate }, "ATM virtual account issued");
      else logger.info({ tradeNo }, "ATM payment info repeated; the stored account is kept");
    } else {
      // No account could be issued: the donor cannot pay this order.
      const result = {
        gatewayTradeNo: fields.TradeNo ?? "",
        rtnCode: fields.RtnCode ?? "",
        rtnMsg: fields.RtnMsg ?? "",
      };
      donations.markFailed(tradeNo, result, new Date());
      logger.info({ tradeNo, rtnCode: result.rtnCode }, "ATM virtual account not issued");
    }
    res.status(200).type("text/plain").send("1|OK");
  });

  router.post(ATM_REDIRECT_PATH.slice(BASE.length), formOnly, parse, (req, res) => {
    const checked = check(req);
    if (!checked.ok) {
      logger.warn({ tradeNo: checked.tradeNo, reason: checked.reason }, "ATM client redirect rejected");
      return res.redirect(303, paths.atmTransfer());
    }
    const { fields, tradeNo } = checked;
    // The browser may arrive before ECPay's server-to-server notice; its message is signed just the same.
    const account = fields.RtnCode === ACCOUNT_ISSUED ? virtualAccountOf(fields) : null;
    if (account && atm.recordAccount(tradeNo, account, new Date()))
      logger.info({ tradeNo, expireDate: account.expireDate }, "ATM virtual account issued (by the client redirect)");
    res.set("Cache-Control", "no-store").redirect(303, paths.atmTransfer(tradeNo));
  });

  return router;
}
