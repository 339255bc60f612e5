// /api/payment-sandbox/*: a stand-in for ECPay's checkout page (docs/donations.md): a person chooses success or
// failure and how the notification behaves; the signed callback and browser post follow as ECPay sends them.
import express, { Router } from "express";
import type { Logger } from "pino";
import { NOTIFY_PENDING } from "../../../shared/lib/payment-result-codes.js";
import type { DonationStore } from "../donations/donation-store.js";
import { verifyCheckMacValue, withCheckMacValue, type FormFields } from "../payment/check-mac-value.js";
import { formFields } from "../payment/form-fields.js";
import { clientBackUrl, orderResultUrl, type ResolvedPaymentConfig } from "../payment/payment-config.js";
import { sandboxAtmRoutes, type SandboxAtmDeps } from "./sandbox-atm.js";
import { SANDBOX_FAILURE, callbackFields, sendCallback } from "./sandbox-callback.js";
import { sandboxLedger, type SandboxLedger } from "./sandbox-ledger.js";
import { sandboxMandates } from "./sandbox-mandates.js";
import { periodProblem } from "./sandbox-period-checks.js";
import { sandboxPeriodRoutes } from "./sandbox-period.js";
import {
  NOTIFY_FIELD,
  NOTIFY_MODES,
  RESULT_FIELD,
  SANDBOX_CSS,
  checkoutPage,
  errorPage,
  resultPage,
  sendSandboxPage,
  type NotifyMode,
} from "./sandbox-pages.js";
import { sandboxQueryRoute } from "./sandbox-query-route.js";
import { ecpayDateTime } from "../payment/taipei-time.js";

const WRONG_MAC = "0".repeat(64);

export function sandboxRoutes(
  store: DonationStore,
  payment: ResolvedPaymentConfig,
  logger: Logger,
  atm: SandboxAtmDeps,
  ledger: SandboxLedger = sandboxLedger(),
): Router {
  const router = Router();
  const mandates = sandboxMandates();
  router.use(express.urlencoded({ extended: false, limit: "16kb" }));
  router.use(sandboxQueryRoute(ledger, payment));
  router.use(sandboxAtmRoutes(payment, logger, atm));
  router.use(sandboxPeriodRoutes(payment, logger, mandates));

  const problemWith = (fields: FormFields | null): string | null => {
    if (!fields || !verifyCheckMacValue(fields, payment)) return "檢查碼（CheckMacValue）驗證失敗。";
    if (fields.MerchantID !== payment.merchantId) return "特店編號不符。";
    // Only ever call back our own addresses: the public test keys let anyone sign a form naming others.
    if (fields.ReturnURL !== payment.returnUrl) return "付款結果通知網址不符。";
    if (fields.ChoosePayment === "Credit" && fields.OrderResultURL !== orderResultUrl(payment))
      return "付款結果返回網址不符。";
    if (!/^[A-Za-z0-9]{1,20}$/.test(fields.MerchantTradeNo ?? "") || !/^\d+$/.test(fields.TotalAmount ?? ""))
      return "訂單資料不完整。";
    const order = store.find(fields.MerchantTradeNo ?? "");
    if (order && fields.ClientBackURL !== clientBackUrl(payment, order.returnPath)) return "返回商店網址不符。";
    return periodProblem(fields, payment);
  };

  // No dot in the name: the web proxy allow-lists /api/payment-sandbox/[A-Za-z0-9_-]+.
  router.get("/styles", (_req, res) => {
    res.type("text/css; charset=utf-8").set("Cache-Control", "public, max-age=3600").send(SANDBOX_CSS);
  });

  router.post("/checkout", (req, res) => {
    const fields = formFields(req.body);
    const problem = problemWith(fields);
    if (problem || !fields) return sendSandboxPage(res, 400, errorPage(problem ?? ""));
    ledger.opened(tradeOf(fields), new Date());
    sendSandboxPage(res, 200, checkoutPage(fields));
  });

  router.post("/complete", async (req, res) => {
    const posted = formFields(req.body);
    const choice = posted?.[RESULT_FIELD];
    const notify = posted?.[NOTIFY_FIELD] ?? "normal";
    const checkout = posted ? withoutFields(posted, [RESULT_FIELD, NOTIFY_FIELD]) : null;
    const problem = problemWith(checkout);
    if (problem || !checkout) return sendSandboxPage(res, 400, errorPage(problem ?? ""));
    if (choice !== "success" && choice !== "fail") return sendSandboxPage(res, 400, errorPage("請選擇付款結果。"));
    if (!isNotifyMode(notify)) return sendSandboxPage(res, 400, errorPage("請選擇結果通知方式。"));
    const tradeNo = checkout.MerchantTradeNo ?? "";
    const order = store.find(tradeNo);
    if (!order) return sendSandboxPage(res, 404, errorPage("找不到這筆訂單。"));

    const paid = choice === "success";
    const now = new Date();
    const trade = ledger.opened(tradeOf(checkout), now);
    ledger.settle(tradeNo, paid, ecpayDateTime(now));
    // A monthly mandate runs once its first month is paid; the later months come by period-charge.
    if (paid && checkout.ExecTimes) mandates.started(tradeNo, order.amount, Number(checkout.ExecTimes));
    const result = callbackFields(checkout, paid, payment, now, trade.gatewayTradeNo);
    const acknowledged = await notifyMerchant(notify, notify === "bad-mac" ? wronglySigned(result) : result, tradeNo);

    if (checkout.OrderResultURL) {
      // ECPay's browser post says "Succeeded" where its server post says 交易成功.
      const browser = withCheckMacValue({ ...result, RtnMsg: paid ? "Succeeded" : (result.RtnMsg ?? "") }, payment);
      const fields = notify === "bad-mac" ? wronglySigned(browser) : browser;
      const mandate = paid && checkout.ExecTimes ? tradeNo : undefined;
      return sendSandboxPage(res, 200, resultPage(paid, checkout.OrderResultURL, fields, mandate));
    }
    const status =
      paid && acknowledged
        ? "status=success"
        : // A code, not a sentence: the page shows only fixed sentences for known codes.
          `status=fail&errmsg=${paid ? NOTIFY_PENDING : SANDBOX_FAILURE.code}`;
    const separator = order.returnPath.includes("?") ? "&" : "?";
    res.redirect(302, `${order.returnPath}${separator}order_no=${encodeURIComponent(tradeNo)}&${status}`);
  });

  /** True when the last notification sent was acknowledged. */
  const notifyMerchant = async (mode: NotifyMode, fields: FormFields, tradeNo: string): Promise<boolean> => {
    let acknowledged = false;
    for (let sent = 0; sent < (mode === "lost" ? 0 : mode === "duplicate" ? 2 : 1); sent += 1) {
      try {
        acknowledged = await sendCallback(payment.returnUrl, fields);
      } catch (error) {
        logger.warn({ err: error, tradeNo }, "sandbox callback failed");
      }
      if (!acknowledged) logger.warn({ tradeNo }, "sandbox callback not acknowledged");
    }
    if (mode === "lost") logger.info({ tradeNo }, "sandbox: result notification withheld (lost callback)");
    return acknowledged;
  };

  return router;
}

function tradeOf(fields: FormFields) {
  return {
    merchantTradeNo: fields.MerchantTradeNo ?? "",
    amount: fields.TotalAmount ?? "",
    tradeDate: fields.MerchantTradeDate ?? "",
    itemName: fields.ItemName ?? "",
    method: fields.ChoosePayment === "ATM" ? ("ATM" as const) : ("Credit" as const),
  };
}

function isNotifyMode(value: string): value is NotifyMode {
  return (NOTIFY_MODES as readonly string[]).includes(value);
}

function wronglySigned(fields: FormFields): FormFields {
  return { ...fields, CheckMacValue: WRONG_MAC };
}

function withoutFields(fields: FormFields, names: string[]): FormFields {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !names.includes(key)));
}
