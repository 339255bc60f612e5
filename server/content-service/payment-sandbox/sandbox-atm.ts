// The sandbox's ATM side: atm-issue issues an account and posts PaymentInfoURL; atm-transfer later plays
// the donor's bank transfer (ReturnURL with RtnCode=1).
import { Router } from "express";
import type { Logger } from "pino";
import type { AtmStore } from "../donations/atm-store.js";
import { ACCOUNT_ISSUED } from "../payment/atm-callback-check.js";
import type { ResolvedAtmConfig } from "../payment/atm-config.js";
import { verifyCheckMacValue, type FormFields } from "../payment/check-mac-value.js";
import { formFields } from "../payment/form-fields.js";
import type { ResolvedPaymentConfig } from "../payment/payment-config.js";
import { issuedPage, transferredPage } from "./sandbox-atm-pages.js";
import { issuedAccountFields, transferPaidFields } from "./sandbox-atm-fields.js";
import { sendCallback } from "./sandbox-callback.js";
import { errorPage, sendSandboxPage } from "./sandbox-pages.js";

export interface SandboxAtmDeps {
  store: AtmStore;
  config: ResolvedAtmConfig;
}

export function sandboxAtmRoutes(payment: ResolvedPaymentConfig, logger: Logger, atm: SandboxAtmDeps): Router {
  const router = Router();
  // The page's one form leaves for ClientRedirectURL: its origin joins 'self' when it is absolute.
  const redirectOrigin = /^https?:/.test(atm.config.clientRedirectUrl)
    ? new URL(atm.config.clientRedirectUrl).origin
    : "";
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ""}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  /** The sandbox only ever calls our own configured addresses, never ones a form names. */
  const checkoutProblem = (fields: FormFields | null): string | null => {
    if (!fields || !verifyCheckMacValue(fields, payment)) return "檢查碼（CheckMacValue）驗證失敗。";
    if (fields.MerchantID !== payment.merchantId) return "特店編號不符。";
    if (fields.ChoosePayment !== "ATM") return "此訂單不是 ATM 轉帳。";
    if (
      fields.ReturnURL !== payment.returnUrl ||
      fields.PaymentInfoURL !== atm.config.paymentInfoUrl ||
      fields.ClientRedirectURL !== atm.config.clientRedirectUrl
    )
      return "通知網址不符。";
    if (!/^\d{1,2}$/.test(fields.ExpireDate ?? "")) return "繳費期限天數不正確。";
    return null;
  };
  const orderProblem = (tradeNo: string, amount: string | undefined): string | null => {
    const order = atm.store.find(tradeNo);
    if (!order || order.method !== "ATM") return "找不到這筆訂單。";
    return String(order.amount) === amount ? null : "金額不符。";
  };
  const post = async (url: string, fields: FormFields, tradeNo: string, what: string): Promise<boolean> => {
    try {
      const acknowledged = await sendCallback(url, fields);
      if (!acknowledged) logger.warn({ tradeNo }, `sandbox ${what} not acknowledged`);
      return acknowledged;
    } catch (error) {
      logger.warn({ err: error, tradeNo }, `sandbox ${what} failed`);
      return false;
    }
  };

  router.post("/atm-issue", async (req, res) => {
    const checkout = formFields(req.body);
    const problem = checkoutProblem(checkout);
    if (problem || !checkout) return sendSandboxPage(res, 400, errorPage(problem ?? ""), csp);
    const tradeNo = checkout.MerchantTradeNo ?? "";
    const unknown = orderProblem(tradeNo, checkout.TotalAmount);
    if (unknown) return sendSandboxPage(res, 404, errorPage(unknown), csp);
    const issued = issuedAccountFields(checkout, payment, new Date());
    const acknowledged = await post(atm.config.paymentInfoUrl, issued, tradeNo, "payment info");
    sendSandboxPage(res, 200, issuedPage(issued, atm.config.clientRedirectUrl, acknowledged), csp);
  });

  router.post("/atm-transfer", async (req, res) => {
    const issued = formFields(req.body);
    // The issued fields come back signed by the sandbox itself: only an account it issued is paid into.
    if (!issued || !verifyCheckMacValue(issued, payment) || issued.RtnCode !== ACCOUNT_ISSUED)
      return sendSandboxPage(res, 400, errorPage("檢查碼（CheckMacValue）驗證失敗。"), csp);
    const tradeNo = issued.MerchantTradeNo ?? "";
    const unknown = orderProblem(tradeNo, issued.TradeAmt);
    if (unknown) return sendSandboxPage(res, 404, errorPage(unknown), csp);
    const acknowledged = await post(
      payment.returnUrl,
      transferPaidFields(issued, payment, new Date()),
      tradeNo,
      "transfer result",
    );
    sendSandboxPage(res, 200, transferredPage(tradeNo, acknowledged), csp);
  });

  return router;
}
