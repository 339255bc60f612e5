// The sandbox's ReturnURL notice: the signed result it builds from the checkout, and the post it makes,
// believed acknowledged only on a 2xx "1|OK".
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyCheckMacValue } from "../../../../server/content-service/payment/check-mac-value.js";
import { readEcpayMessage } from "../../../../server/content-service/payment/ecpay-messages.js";
import {
  SANDBOX_FAILURE,
  callbackFields,
  sendCallback,
} from "../../../../server/content-service/payment-sandbox/sandbox-callback.js";
import { TEST_PAYMENT } from "../test-payment.js";

const NOW = new Date("2026-01-01T04:05:06Z");
const CHECKOUT = {
  MerchantTradeNo: "D20260101120000ABCDE",
  TotalAmount: "600",
  ChoosePayment: "Credit",
  MerchantTradeDate: "2026/01/01 12:00:00",
  CustomField1: "not carried",
};

describe("callbackFields", () => {
  it("a paid card order: ECPay's success result with the gateway's number, signed", () => {
    const fields = callbackFields(CHECKOUT, true, TEST_PAYMENT, NOW, "2601011200001234");
    expect(fields).toEqual({
      MerchantID: "3002607",
      StoreID: "",
      MerchantTradeNo: "D20260101120000ABCDE",
      RtnCode: "1",
      RtnMsg: "交易成功",
      TradeNo: "2601011200001234",
      TradeAmt: "600",
      PaymentDate: "2026/01/01 12:05:06",
      PaymentType: "Credit_CreditCard",
      TradeDate: "2026/01/01 12:00:00",
      PaymentTypeChargeFee: "0",
      SimulatePaid: "0",
      CustomField1: "",
      CustomField2: "",
      CustomField3: "",
      CustomField4: "",
      CheckMacValue: fields.CheckMacValue,
    });
    expect(verifyCheckMacValue(fields, TEST_PAYMENT)).toBe(true);
    expect(readEcpayMessage(fields, "payment-result", TEST_PAYMENT)).toMatchObject({ ok: true });
  });

  it("a failure carries the sandbox's failure code and message; an ATM order pays by ATM_TAISHIN", () => {
    expect(callbackFields(CHECKOUT, false, TEST_PAYMENT, NOW)).toMatchObject({
      RtnCode: SANDBOX_FAILURE.code,
      RtnMsg: "付款失敗（沙盒模擬）",
    });
    expect(SANDBOX_FAILURE.code).toBe("10100058");
    expect(callbackFields({ ...CHECKOUT, ChoosePayment: "ATM" }, true, TEST_PAYMENT, NOW).PaymentType).toBe(
      "ATM_TAISHIN",
    );
  });

  it("draws a gateway number stamped with the time when none is given", () => {
    expect(callbackFields(CHECKOUT, true, TEST_PAYMENT, NOW).TradeNo).toMatch(/^260101120506\d{8}$/);
  });
});

describe("sendCallback", () => {
  let server: Server;
  let url: string;
  const received: { headers: IncomingMessage["headers"]; body: string }[] = [];
  /** What the shop answers, by path: status and body. */
  const ANSWERS: Record<string, [number, string]> = {
    "/ok": [200, "1|OK"],
    "/ok-padded": [200, " 1|OK\r\n"],
    "/refused": [200, "0|ErrorMessage"],
    "/server-error": [500, "1|OK"],
    "/moved": [302, "1|OK"],
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        const [status, text] = ANSWERS[req.url ?? ""] ?? [404, ""];
        res.writeHead(status, status === 302 ? { location: "/ok" } : {}).end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the fields form-encoded, and hears 1|OK as acknowledged", async () => {
    received.length = 0;
    const fields = callbackFields(CHECKOUT, true, TEST_PAYMENT, NOW);
    expect(await sendCallback(`${url}/ok`, fields)).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const posted = Object.fromEntries(new URLSearchParams(received[0]?.body));
    expect(posted).toEqual(fields);
    expect(verifyCheckMacValue(posted, TEST_PAYMENT)).toBe(true);
  });

  it("takes 1|OK with space around it; anything else, an error status or a redirect is not acknowledged", async () => {
    received.length = 0;
    expect(await sendCallback(`${url}/ok-padded`, { A: "1" })).toBe(true);
    expect(await sendCallback(`${url}/refused`, { A: "1" })).toBe(false);
    expect(await sendCallback(`${url}/server-error`, { A: "1" })).toBe(false);
    expect(await sendCallback(`${url}/moved`, { A: "1" })).toBe(false);
    expect(received).toHaveLength(4);
  });
});
