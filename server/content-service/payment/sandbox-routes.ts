// /api/payment-sandbox/*: a stand-in for the ECPay checkout page. It verifies the posted form, lets a
// person choose success or failure, sends the signed callback to ReturnURL, then returns the visitor
// to the order's stored return page (a relative redirect: the sandbox is reached on the web origin).
import express, { Router, type Response } from "express";
import type { Logger } from "pino";
import { NOTIFY_PENDING } from "../../../shared/lib/payment-result-codes.js";
import type { DonationStore } from "../donations/donation-store.js";
import { verifyCheckMacValue, type FormFields } from "./check-mac-value.js";
import { formFields } from "./form-fields.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";
import { sandboxAtmRoutes, type SandboxAtmDeps } from "./sandbox-atm.js";
import { SANDBOX_FAILURE, callbackFields, sendCallback } from "./sandbox-callback.js";
import { RESULT_FIELD, SANDBOX_CSS, checkoutPage, errorPage } from "./sandbox-pages.js";

const PAGE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function sandboxRoutes(
  store: DonationStore,
  payment: ResolvedPaymentConfig,
  logger: Logger,
  atm: SandboxAtmDeps,
): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "16kb" }));
  router.use(sandboxAtmRoutes(payment, logger, atm));

  const sendPage = (res: Response, status: number, html: string): void => {
    res
      .status(status)
      .type("text/html; charset=utf-8")
      .set({ "Cache-Control": "no-store", "Content-Security-Policy": PAGE_CSP })
      .send(html);
  };

  /** Why a checkout form is not acceptable, or null when it is genuine and meant for this merchant. */
  const problemWith = (fields: FormFields | null): string | null => {
    if (!fields || !verifyCheckMacValue(fields, payment)) return "檢查碼（CheckMacValue）驗證失敗。";
    if (fields.MerchantID !== payment.merchantId) return "特店編號不符。";
    // Only ever call back our own ReturnURL: the sandbox must not post to addresses a form names.
    if (fields.ReturnURL !== payment.returnUrl) return "付款結果通知網址不符。";
    if (!/^[A-Za-z0-9]{1,20}$/.test(fields.MerchantTradeNo ?? "") || !/^\d+$/.test(fields.TotalAmount ?? ""))
      return "訂單資料不完整。";
    return null;
  };

  // No dot in the name: the web proxy allow-lists /api/payment-sandbox/[A-Za-z0-9_-]+.
  router.get("/styles", (_req, res) => {
    res.type("text/css; charset=utf-8").set("Cache-Control", "public, max-age=3600").send(SANDBOX_CSS);
  });

  router.post("/checkout", (req, res) => {
    const fields = formFields(req.body);
    const problem = problemWith(fields);
    if (problem || !fields) return sendPage(res, 400, errorPage(problem ?? ""));
    sendPage(res, 200, checkoutPage(fields));
  });

  router.post("/complete", async (req, res) => {
    const posted = formFields(req.body);
    const choice = posted?.[RESULT_FIELD];
    const checkout = posted ? withoutField(posted, RESULT_FIELD) : null;
    const problem = problemWith(checkout);
    if (problem || !checkout) return sendPage(res, 400, errorPage(problem ?? ""));
    if (choice !== "success" && choice !== "fail") return sendPage(res, 400, errorPage("請選擇付款結果。"));
    const tradeNo = checkout.MerchantTradeNo ?? "";
    const order = store.find(tradeNo);
    if (!order) return sendPage(res, 404, errorPage("找不到這筆訂單。"));

    const paid = choice === "success";
    let acknowledged = false;
    try {
      acknowledged = await sendCallback(payment.returnUrl, callbackFields(checkout, paid, payment, new Date()));
    } catch (error) {
      logger.warn({ err: error, tradeNo }, "sandbox callback failed");
    }
    if (!acknowledged) logger.warn({ tradeNo }, "sandbox callback not acknowledged");
    const status =
      paid && acknowledged
        ? "status=success"
        : // A code, not a sentence: the page shows only fixed sentences for known codes.
          `status=fail&errmsg=${paid ? NOTIFY_PENDING : SANDBOX_FAILURE.code}`;
    const separator = order.returnPath.includes("?") ? "&" : "?";
    res.redirect(302, `${order.returnPath}${separator}order_no=${encodeURIComponent(tradeNo)}&${status}`);
  });

  return router;
}

function withoutField(fields: FormFields, name: string): FormFields {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}
