// The sandbox's QueryTradeInfo/V5, answered from its own ledger as ECPay does.
import { Router } from "express";
import { verifyCheckMacValue, withCheckMacValue, type FormFields } from "../payment/check-mac-value.js";
import { formFields } from "../payment/form-fields.js";
import type { ResolvedPaymentConfig } from "../payment/payment-config.js";
import { TRADE_STATUS } from "../payment/query-trade-info.js";
import type { SandboxLedger, SandboxTrade } from "./sandbox-ledger.js";

export function sandboxQueryRoute(ledger: SandboxLedger, payment: ResolvedPaymentConfig): Router {
  const router = Router();
  router.post("/query-trade-info", (req, res) => {
    const fields = formFields(req.body);
    if (!fields || !verifyCheckMacValue(fields, payment) || fields.MerchantID !== payment.merchantId) {
      res.status(400).type("text/plain").send("CheckMacValue verify fail");
      return;
    }
    const tradeNo = fields.MerchantTradeNo ?? "";
    const answer = tradeInfoFields(ledger.find(tradeNo), tradeNo, payment);
    res
      .status(200)
      .type("text/plain; charset=utf-8")
      .set("Cache-Control", "no-store")
      .send(new URLSearchParams(answer).toString());
  });
  return router;
}

const STATUS_OF = { unpaid: TRADE_STATUS.unpaid, paid: TRADE_STATUS.paid, failed: TRADE_STATUS.failed } as const;

function tradeInfoFields(trade: SandboxTrade | null, tradeNo: string, payment: ResolvedPaymentConfig): FormFields {
  const fields: FormFields = {
    MerchantID: payment.merchantId,
    MerchantTradeNo: tradeNo,
    StoreID: "",
    TradeNo: trade?.gatewayTradeNo ?? "",
    TradeAmt: trade?.amount ?? "0",
    PaymentDate: trade?.paymentDate ?? "",
    PaymentType: trade ? (trade.method === "ATM" ? "ATM_TAISHIN" : "Credit_CreditCard") : "",
    HandlingCharge: "0",
    PaymentTypeChargeFee: "0",
    TradeDate: trade?.tradeDate ?? "",
    TradeStatus: trade ? STATUS_OF[trade.status] : TRADE_STATUS.notFound,
    ItemName: trade?.itemName ?? "",
    CustomField1: "",
    CustomField2: "",
    CustomField3: "",
    CustomField4: "",
  };
  return withCheckMacValue(fields, payment);
}
