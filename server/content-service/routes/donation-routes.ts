// POST /api/homepage/donate (credit card) and /api/homepage/donate/atm (bank transfer): an HTML payment form.
import { Router, type Request, type Response } from "express";
import { checkDonationBody } from "../../../shared/lib/donation-rules.js";
import { createDonation, type DonationDeps } from "../donations/create-donation.js";
import { badRequest } from "../http/http-error.js";
import { jsonBody } from "../http/request-fields.js";
import type { EcpayChoosePayment } from "../payment/payment-config.js";
import { paymentFormHtml } from "../payment/payment-form.js";

export function donationRoutes(deps: DonationDeps): Router {
  const router = Router();
  const handle = (method: EcpayChoosePayment) => (req: Request, res: Response) => {
    const checked = checkDonationBody(jsonBody(req));
    if (!checked.ok) throw badRequest(checked.message);
    const fields = createDonation(deps, checked.value, method);
    res
      .status(200)
      .type("text/html; charset=utf-8")
      .set("Cache-Control", "no-store")
      .send(paymentFormHtml(deps.payment.gatewayUrl, fields));
  };
  router.post("/homepage/donate", handle("Credit"));
  router.post("/homepage/donate/atm", handle("ATM"));
  return router;
}
