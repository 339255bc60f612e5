// The sandbox's monthly side: period-charge fires the next month (docs/donations.md, "Monthly giving"),
// query-credit-card-period-info and credit-card-period-action answer as ECPay does.
import { Router } from "express";
import type { Logger } from "pino";
import { verifyCheckMacValue, withCheckMacValue, type FormFields } from "../payment/check-mac-value.js";
import { formFields } from "../payment/form-fields.js";
import { periodReturnUrl, type ResolvedPaymentConfig } from "../payment/payment-config.js";
import { MONTHLY } from "../payment/period-checkout-fields.js";
import { ecpayDateTime } from "../payment/taipei-time.js";
import { SANDBOX_FAILURE, sendCallback } from "./sandbox-callback.js";
import type { SandboxCharge, SandboxMandate, SandboxMandates } from "./sandbox-mandates.js";
import { sandboxMessage } from "./sandbox-message.js";
import { errorPage, page, sendSandboxPage } from "./sandbox-pages.js";

const ACTION_REFUSED = { RtnCode: "10100050", RtnMsg: "定期定額已停止或不存在" } as const;

export function sandboxPeriodRoutes(payment: ResolvedPaymentConfig, logger: Logger, mandates: SandboxMandates): Router {
  const router = Router();

  router.post("/period-charge", async (req, res) => {
    const posted = formFields(req.body);
    const tradeNo = posted?.MerchantTradeNo ?? "";
    const choice = posted?.SandboxResult ?? "success";
    if (choice !== "success" && choice !== "fail") return sendSandboxPage(res, 400, errorPage("請選擇扣款結果。"));
    const charge = mandates.charge(tradeNo, choice === "success");
    if (!charge) return sendSandboxPage(res, 404, errorPage("找不到執行中的定期定額。"));
    // SandboxNotify=lost: the month is charged but its notice never sent (reconciliation finds it).
    const lost = posted?.SandboxNotify === "lost";
    let acknowledged = false;
    try {
      // SandboxNotice=bare: the notice in its barest shape (bareNoticeFields below).
      const build = posted?.SandboxNotice === "bare" ? bareNoticeFields : periodNoticeFields;
      if (!lost) acknowledged = await sendCallback(periodReturnUrl(payment), build(charge, payment, new Date()));
    } catch (error) {
      logger.warn({ err: error, tradeNo }, "sandbox period notice failed");
    }
    if (!acknowledged) logger.warn({ tradeNo, lost }, "sandbox period notice not acknowledged");
    const month = charge.paid ? charge.mandate.successes : charge.mandate.successes + 1;
    sendSandboxPage(
      res,
      200,
      page(
        "付款沙盒：定期定額扣款",
        `<h1>已模擬第 ${month} 期扣款（${charge.paid ? "成功" : "失敗"}）</h1>` +
          `<p>扣款結果已通知商店${acknowledged ? "，商店已確認。" : "，但商店未確認。"}</p>`,
      ),
    );
  });

  router.post("/query-credit-card-period-info", (req, res) => {
    const fields = formFields(req.body);
    if (!fields || !verifyCheckMacValue(fields, payment) || fields.MerchantID !== payment.merchantId) {
      res.status(400).type("text/plain").send("CheckMacValue verify fail");
      return;
    }
    const mandate = mandates.find(fields.MerchantTradeNo ?? "");
    if (!mandate) {
      res.status(200).json({ MerchantID: payment.merchantId, MerchantTradeNo: fields.MerchantTradeNo, RtnCode: 0 });
      return;
    }
    res.status(200).json(periodInfoAnswer(mandate, payment));
  });

  router.post("/credit-card-period-action", (req, res) => {
    const fields = formFields(req.body);
    if (!fields || !verifyCheckMacValue(fields, payment) || fields.MerchantID !== payment.merchantId) {
      res.status(400).type("text/plain").send("CheckMacValue verify fail");
      return;
    }
    const tradeNo = fields.MerchantTradeNo ?? "";
    const done = fields.Action === "Cancel" && mandates.cancel(tradeNo);
    const answer: FormFields = {
      MerchantID: payment.merchantId,
      MerchantTradeNo: tradeNo,
      ...(done ? { RtnCode: "1", RtnMsg: "成功" } : ACTION_REFUSED),
    };
    res
      .status(200)
      .type("text/plain; charset=utf-8")
      .send(new URLSearchParams(withCheckMacValue(answer, payment)).toString());
  });

  return router;
}

/** As ECPay writes it (ECPayAIO_Net's PeriodCreditCardTradeInfo): numbers as JSON numbers. */
function periodInfoAnswer(mandate: SandboxMandate, payment: ResolvedPaymentConfig) {
  const [first] = mandate.log;
  return {
    MerchantID: payment.merchantId,
    MerchantTradeNo: mandate.merchantTradeNo,
    TradeNo: first?.tradeNo ?? "",
    RtnCode: 1,
    PeriodType: "M",
    Frequency: 1,
    ExecTimes: mandate.execTimes,
    PeriodAmount: mandate.amount,
    amount: mandate.amount,
    gwsr: Number(first?.gwsr ?? 0),
    process_date: first?.processDate ?? "",
    auth_code: "777777",
    card4no: "2222",
    card6no: "431195",
    TotalSuccessTimes: mandate.successes,
    TotalSuccessAmount: mandate.successes * mandate.amount,
    ExecStatus: { running: "1", completed: "2", cancelled: "0" }[mandate.status],
    ExecLog: mandate.log.map((entry) => ({
      RtnCode: entry.paid ? 1 : Number(SANDBOX_FAILURE.code),
      amount: mandate.amount,
      gwsr: Number(entry.gwsr),
      process_date: entry.processDate,
      auth_code: entry.paid ? "777777" : "",
      TradeNo: entry.tradeNo,
    })),
  };
}

export function periodNoticeFields(charge: SandboxCharge, payment: ResolvedPaymentConfig, now: Date): FormFields {
  const { mandate } = charge;
  return sandboxMessage(
    {
      MerchantTradeNo: mandate.merchantTradeNo,
      RtnCode: charge.paid ? "1" : SANDBOX_FAILURE.code,
      RtnMsg: charge.paid ? "交易成功" : SANDBOX_FAILURE.message,
      ...MONTHLY,
      ExecTimes: String(mandate.execTimes),
      Amount: String(mandate.amount),
      Gwsr: charge.gwsr,
      ProcessDate: ecpayDateTime(now),
      AuthCode: charge.paid ? "777777" : "",
      FirstAuthAmount: String(mandate.amount),
      TotalSuccessTimes: String(mandate.successes),
      SimulatePaid: "0",
    },
    payment,
  );
}

/** Only what ECPayAIO_Net's PeriodFeedback sample reads; a decline as netiCRM rebuilds it (see fixtures). */
export function bareNoticeFields(charge: SandboxCharge, payment: ResolvedPaymentConfig, now: Date): FormFields {
  const { mandate, paid } = charge;
  return withCheckMacValue(
    {
      MerchantID: payment.merchantId,
      MerchantTradeNo: mandate.merchantTradeNo,
      RtnCode: paid ? "1" : SANDBOX_FAILURE.code,
      RtnMsg: paid ? "交易成功" : SANDBOX_FAILURE.message,
      ...MONTHLY,
      ExecTimes: String(mandate.execTimes),
      Amount: paid ? String(mandate.amount) : "0",
      Gwsr: paid ? charge.gwsr : "",
      ProcessDate: ecpayDateTime(now),
      AuthCode: paid ? "777777" : "",
      FirstAuthAmount: String(mandate.amount),
      TotalSuccessTimes: String(mandate.successes),
    },
    payment,
  );
}
