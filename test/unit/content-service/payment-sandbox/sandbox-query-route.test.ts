// The sandbox's QueryTradeInfo/V5: answers from its own ledger, signed, as ECPay does (the statuses our
// reconciliation reads), and refuses a question not signed by our merchant.
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { verifyCheckMacValue, withCheckMacValue } from "../../../../server/content-service/payment/check-mac-value.js";
import { parseTradeInfo, tradeInfoRequest } from "../../../../server/content-service/payment/query-trade-info.js";
import { sandboxLedger } from "../../../../server/content-service/payment-sandbox/sandbox-ledger.js";
import { sandboxQueryRoute } from "../../../../server/content-service/payment-sandbox/sandbox-query-route.js";
import { TEST_PAYMENT } from "../test-payment.js";

const NOW = new Date("2026-01-01T04:00:00Z");
const ledger = sandboxLedger();
const app = express().use(express.urlencoded({ extended: false }), sandboxQueryRoute(ledger, TEST_PAYMENT));
const open = (merchantTradeNo: string, method: "Credit" | "ATM" = "Credit") =>
  ledger.opened({ merchantTradeNo, amount: "600", tradeDate: "2026/01/01 12:00:00", itemName: "捐款", method }, NOW);
const ask = (body: Record<string, string>) => request(app).post("/query-trade-info").type("form").send(body);
const answerOf = async (tradeNo: string) => {
  const answer = await ask(tradeInfoRequest(tradeNo, TEST_PAYMENT, NOW)).expect(200);
  expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(answer.headers["cache-control"]).toBe("no-store");
  return { text: answer.text, fields: Object.fromEntries(new URLSearchParams(answer.text)) };
};

describe("sandboxQueryRoute", () => {
  it("answers a paid card trade with everything ECPay says of it, signed", async () => {
    const trade = open("DPAID1");
    ledger.settle("DPAID1", true, "2026/01/01 12:01:00");
    const { text, fields } = await answerOf("DPAID1");
    expect(fields).toEqual({
      MerchantID: "3002607",
      MerchantTradeNo: "DPAID1",
      StoreID: "",
      TradeNo: trade.gatewayTradeNo,
      TradeAmt: "600",
      PaymentDate: "2026/01/01 12:01:00",
      PaymentType: "Credit_CreditCard",
      HandlingCharge: "0",
      PaymentTypeChargeFee: "0",
      TradeDate: "2026/01/01 12:00:00",
      TradeStatus: "1",
      ItemName: "捐款",
      CustomField1: "",
      CustomField2: "",
      CustomField3: "",
      CustomField4: "",
      CheckMacValue: fields.CheckMacValue,
    });
    expect(verifyCheckMacValue(fields, TEST_PAYMENT)).toBe(true);
    expect(parseTradeInfo(text, "DPAID1", TEST_PAYMENT)).toEqual({
      kind: "paid",
      merchantId: "3002607",
      tradeAmt: "600",
      gatewayTradeNo: trade.gatewayTradeNo,
      paymentDate: "2026/01/01 12:01:00",
    });
  });

  it("answers an unpaid trade 0, a failed one 10200095, an ATM one as ATM_TAISHIN", async () => {
    open("DUNPAID");
    open("DFAILED");
    ledger.settle("DFAILED", false, "2026/01/01 12:01:00");
    open("DATM", "ATM");
    expect((await answerOf("DUNPAID")).fields).toMatchObject({ TradeStatus: "0", PaymentDate: "" });
    expect((await answerOf("DFAILED")).fields.TradeStatus).toBe("10200095");
    expect((await answerOf("DATM")).fields.PaymentType).toBe("ATM_TAISHIN");
  });

  it("answers a trade it never opened as not found, signed, naming nothing else", async () => {
    const { text, fields } = await answerOf("DNOSUCH");
    expect(fields).toMatchObject({
      MerchantTradeNo: "DNOSUCH",
      TradeStatus: "10200047",
      TradeNo: "",
      TradeAmt: "0",
      PaymentType: "",
      ItemName: "",
    });
    expect(parseTradeInfo(text, "DNOSUCH", TEST_PAYMENT)).toEqual({ kind: "not-found" });
  });

  it("refuses a question signed with other keys, for another merchant, or with no signature", async () => {
    open("DASKED");
    const question = tradeInfoRequest("DASKED", TEST_PAYMENT, NOW);
    const { CheckMacValue: _, ...unsigned } = question;
    const refused = [
      tradeInfoRequest("DASKED", { ...TEST_PAYMENT, hashKey: "SomeoneElse12345" }, NOW),
      withCheckMacValue({ ...unsigned, MerchantID: "2000132" }, TEST_PAYMENT),
      unsigned,
    ];
    for (const body of refused) {
      const answer = await ask(body).expect(400);
      expect(answer.text).toBe("CheckMacValue verify fail");
    }
    await ask(question).expect(200);
  });
});
