// The sandbox's monthly side: period-charge charges the next month and notifies PeriodReturnURL (full or
// bare, or not at all when lost); QueryCreditCardPeriodInfo and CreditCardPeriodAction answer from its own
// mandates as ECPay does, and refuse a question not signed by our merchant.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  verifyCheckMacValue,
  withCheckMacValue,
  type FormFields,
} from "../../../../server/content-service/payment/check-mac-value.js";
import { readEcpayMessage } from "../../../../server/content-service/payment/ecpay-messages.js";
import type { ResolvedPaymentConfig } from "../../../../server/content-service/payment/payment-config.js";
import { parsePeriodAction } from "../../../../server/content-service/payment/period-action.js";
import { parsePeriodInfo } from "../../../../server/content-service/payment/query-period-info.js";
import {
  sandboxMandates,
  type SandboxCharge,
} from "../../../../server/content-service/payment-sandbox/sandbox-mandates.js";
import {
  bareNoticeFields,
  periodNoticeFields,
  sandboxPeriodRoutes,
} from "../../../../server/content-service/payment-sandbox/sandbox-period.js";
import { TEST_PAYMENT } from "../test-payment.js";

const NOW = new Date("2026-02-01T04:00:00Z");
const charge = (paid: boolean, successes: number): SandboxCharge => ({
  mandate: { merchantTradeNo: "DM1", amount: 500, execTimes: 12, successes, status: "running", log: [] },
  gwsr: "12345678",
  paid,
});

describe("periodNoticeFields", () => {
  it("a paid month: ECPay's full PeriodReturnURL notice, signed", () => {
    const notice = periodNoticeFields(charge(true, 2), TEST_PAYMENT, NOW);
    expect(notice).toEqual({
      MerchantID: "3002607",
      StoreID: "",
      MerchantTradeNo: "DM1",
      RtnCode: "1",
      RtnMsg: "交易成功",
      PeriodType: "M",
      Frequency: "1",
      ExecTimes: "12",
      Amount: "500",
      Gwsr: "12345678",
      ProcessDate: "2026/02/01 12:00:00",
      AuthCode: "777777",
      FirstAuthAmount: "500",
      TotalSuccessTimes: "2",
      SimulatePaid: "0",
      CustomField1: "",
      CustomField2: "",
      CustomField3: "",
      CustomField4: "",
      CheckMacValue: notice.CheckMacValue,
    });
    expect(readEcpayMessage(notice, "period-result", TEST_PAYMENT)).toMatchObject({ ok: true });
  });

  it("a declined month: the failure code, no authorisation", () => {
    expect(periodNoticeFields(charge(false, 1), TEST_PAYMENT, NOW)).toMatchObject({
      RtnCode: "10100058",
      RtnMsg: "付款失敗（沙盒模擬）",
      AuthCode: "",
      Amount: "500",
      Gwsr: "12345678",
    });
  });
});

describe("bareNoticeFields", () => {
  it("only what ECPay's PeriodFeedback sample reads: no store, custom or simulated fields", () => {
    const notice = bareNoticeFields(charge(true, 2), TEST_PAYMENT, NOW);
    expect(Object.keys(notice).sort()).toEqual(
      [
        "MerchantID",
        "MerchantTradeNo",
        "RtnCode",
        "RtnMsg",
        "PeriodType",
        "Frequency",
        "ExecTimes",
        "Amount",
        "Gwsr",
        "ProcessDate",
        "AuthCode",
        "FirstAuthAmount",
        "TotalSuccessTimes",
        "CheckMacValue",
      ].sort(),
    );
    expect(notice).toMatchObject({ RtnCode: "1", Amount: "500", Gwsr: "12345678", AuthCode: "777777" });
    expect(verifyCheckMacValue(notice, TEST_PAYMENT)).toBe(true);
  });

  it("a decline as netiCRM rebuilds it: Amount 0 and an empty Gwsr", () => {
    const notice = bareNoticeFields(charge(false, 1), TEST_PAYMENT, NOW);
    expect(notice).toMatchObject({ RtnCode: "10100058", Amount: "0", Gwsr: "", AuthCode: "", FirstAuthAmount: "500" });
    expect(verifyCheckMacValue(notice, TEST_PAYMENT)).toBe(true);
  });
});

describe("sandboxPeriodRoutes", () => {
  let shop: Server;
  let payment: ResolvedPaymentConfig;
  /** The notices the shop received at its PeriodReturnURL, and what it answers. */
  const notices: { path: string; fields: FormFields }[] = [];
  let shopAnswer = "1|OK";
  const logs: { msg?: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => logs.push(JSON.parse(line) as { msg?: string }) });
  let mandates = sandboxMandates();
  let app = express();

  beforeAll(async () => {
    shop = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        notices.push({ path: req.url ?? "", fields: Object.fromEntries(new URLSearchParams(body)) });
        res.end(shopAnswer);
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    const port = (shop.address() as AddressInfo).port;
    payment = { ...TEST_PAYMENT, returnUrl: `http://127.0.0.1:${port}/api/payment/ecpay/return` };
  });
  afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));
  beforeEach(() => {
    notices.length = 0;
    logs.length = 0;
    shopAnswer = "1|OK";
    mandates = sandboxMandates();
    mandates.started("DM1", 500, 3);
    app = express().use(express.urlencoded({ extended: false }), sandboxPeriodRoutes(payment, logger, mandates));
  });

  const chargeMonth = (body: Record<string, string>) => request(app).post("/period-charge").type("form").send(body);
  const signed = (fields: FormFields) => withCheckMacValue({ MerchantID: "3002607", ...fields }, TEST_PAYMENT);

  describe("period-charge", () => {
    it("charges month 2 and sends its notice to PeriodReturnURL; the shop's 1|OK shows as confirmed", async () => {
      const page = await chargeMonth({ MerchantTradeNo: "DM1" }).expect(200);
      expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(page.text).toContain("<title>付款沙盒：定期定額扣款</title>");
      expect(page.text).toContain("<h1>已模擬第 2 期扣款（成功）</h1><p>扣款結果已通知商店，商店已確認。</p>");
      expect(notices).toHaveLength(1);
      expect(notices[0]?.path).toBe("/api/payment/ecpay/period-return");
      const notice = notices[0]?.fields ?? {};
      expect(notice).toMatchObject({ MerchantTradeNo: "DM1", RtnCode: "1", TotalSuccessTimes: "2", SimulatePaid: "0" });
      expect(notice.Gwsr).toBe(mandates.find("DM1")?.log[1]?.gwsr);
      expect(readEcpayMessage(notice, "period-result", TEST_PAYMENT)).toMatchObject({ ok: true });
    });

    it("a declined month is named for the month it tried, and an unacknowledged notice is said and logged", async () => {
      shopAnswer = "0|busy";
      const page = await chargeMonth({ MerchantTradeNo: "DM1", SandboxResult: "fail" }).expect(200);
      expect(page.text).toContain("<h1>已模擬第 2 期扣款（失敗）</h1><p>扣款結果已通知商店，但商店未確認。</p>");
      expect(notices[0]?.fields).toMatchObject({ RtnCode: "10100058", TotalSuccessTimes: "1" });
      expect(logs.map((line) => line.msg)).toContain("sandbox period notice not acknowledged");
    });

    it("a lost notice is never sent; a bare one carries only the sample's fields", async () => {
      const lost = await chargeMonth({ MerchantTradeNo: "DM1", SandboxNotify: "lost" }).expect(200);
      expect(lost.text).toContain("但商店未確認");
      expect(notices).toHaveLength(0);
      expect(mandates.find("DM1")?.successes).toBe(2);
      await chargeMonth({ MerchantTradeNo: "DM1", SandboxResult: "fail", SandboxNotice: "bare" }).expect(200);
      expect(notices[0]?.fields).toMatchObject({ RtnCode: "10100058", Amount: "0", Gwsr: "" });
      expect(notices[0]?.fields).not.toHaveProperty("SimulatePaid");
    });

    it("a shop that cannot be reached: the month is still charged, the failure logged", async () => {
      const closed = { ...payment, returnUrl: "http://127.0.0.1:9/api/payment/ecpay/return" };
      app = express().use(express.urlencoded({ extended: false }), sandboxPeriodRoutes(closed, logger, mandates));
      const page = await chargeMonth({ MerchantTradeNo: "DM1" }).expect(200);
      expect(page.text).toContain("<h1>已模擬第 2 期扣款（成功）</h1><p>扣款結果已通知商店，但商店未確認。</p>");
      expect(mandates.find("DM1")?.successes).toBe(2);
      expect(logs.map((line) => line.msg)).toContain("sandbox period notice failed");
    });

    it("refuses an unknown choice, and a mandate it does not run", async () => {
      const unknown = await chargeMonth({ MerchantTradeNo: "DM1", SandboxResult: "maybe" }).expect(400);
      expect(unknown.text).toContain("<p>請選擇扣款結果。</p>");
      const missing = await chargeMonth({ MerchantTradeNo: "DNONE" }).expect(404);
      expect(missing.text).toContain("<p>找不到執行中的定期定額。</p>");
      mandates.cancel("DM1");
      await chargeMonth({ MerchantTradeNo: "DM1" }).expect(404);
      expect(notices).toHaveLength(0);
    });
  });

  describe("query-credit-card-period-info", () => {
    const ask = (fields: FormFields) => request(app).post("/query-credit-card-period-info").type("form").send(fields);

    it("answers a mandate as ECPay writes it: numbers as numbers, its log, its state", async () => {
      await chargeMonth({ MerchantTradeNo: "DM1", SandboxResult: "fail" });
      await chargeMonth({ MerchantTradeNo: "DM1" });
      const mandate = mandates.find("DM1");
      const answer = await ask(signed({ MerchantTradeNo: "DM1", TimeStamp: "1" })).expect(200);
      const [first, declined, paid] = mandate?.log ?? [];
      expect(answer.body).toEqual({
        MerchantID: "3002607",
        MerchantTradeNo: "DM1",
        TradeNo: first?.tradeNo,
        RtnCode: 1,
        PeriodType: "M",
        Frequency: 1,
        ExecTimes: 3,
        PeriodAmount: 500,
        amount: 500,
        gwsr: Number(first?.gwsr),
        process_date: first?.processDate,
        auth_code: "777777",
        card4no: "2222",
        card6no: "431195",
        TotalSuccessTimes: 2,
        TotalSuccessAmount: 1000,
        ExecStatus: "1",
        ExecLog: [first, declined, paid].map((entry) => ({
          RtnCode: entry?.paid ? 1 : 10100058,
          amount: 500,
          gwsr: Number(entry?.gwsr),
          process_date: entry?.processDate,
          auth_code: entry?.paid ? "777777" : "",
          TradeNo: entry?.tradeNo,
        })),
      });
      const info = parsePeriodInfo(answer.text, { tradeNo: "DM1", amount: 500, execTimes: 3 }, "3002607");
      expect(info.status).toBe("running");
      expect(info.months.map((month) => month.paid)).toEqual([false, true]);
    });

    it("says finished after the last month and cancelled once stopped", async () => {
      await chargeMonth({ MerchantTradeNo: "DM1" });
      await chargeMonth({ MerchantTradeNo: "DM1" });
      expect((await ask(signed({ MerchantTradeNo: "DM1" }))).body).toMatchObject({ ExecStatus: "2" });
      mandates.started("DM2", 500, 3);
      mandates.cancel("DM2");
      expect((await ask(signed({ MerchantTradeNo: "DM2" }))).body).toMatchObject({ ExecStatus: "0" });
    });

    it("answers RtnCode 0 for a mandate it never ran, and refuses an unsigned or foreign question", async () => {
      expect((await ask(signed({ MerchantTradeNo: "DNONE" })).expect(200)).body).toEqual({
        MerchantID: "3002607",
        MerchantTradeNo: "DNONE",
        RtnCode: 0,
      });
      const foreign = withCheckMacValue({ MerchantID: "2000132", MerchantTradeNo: "DM1" }, TEST_PAYMENT);
      for (const body of [{ MerchantID: "3002607", MerchantTradeNo: "DM1" }, foreign])
        expect((await ask(body).expect(400)).text).toBe("CheckMacValue verify fail");
    });
  });

  describe("credit-card-period-action", () => {
    const act = (fields: FormFields) => request(app).post("/credit-card-period-action").type("form").send(fields);

    it("cancels a running mandate once, signed; then, or for another action, refuses", async () => {
      const done = await act(signed({ MerchantTradeNo: "DM1", Action: "Cancel" })).expect(200);
      expect(Object.fromEntries(new URLSearchParams(done.text))).toMatchObject({ RtnCode: "1", RtnMsg: "成功" });
      expect(parsePeriodAction(done.text, "DM1", TEST_PAYMENT)).toEqual({ stopped: true });
      expect(mandates.find("DM1")?.status).toBe("cancelled");
      const again = await act(signed({ MerchantTradeNo: "DM1", Action: "Cancel" })).expect(200);
      expect(parsePeriodAction(again.text, "DM1", TEST_PAYMENT)).toEqual({
        stopped: false,
        rtnCode: "10100050",
        rtnMsg: "定期定額已停止或不存在",
      });
      mandates.started("DM3", 500, 3);
      const reauth = await act(signed({ MerchantTradeNo: "DM3", Action: "ReAuth" })).expect(200);
      expect(parsePeriodAction(reauth.text, "DM3", TEST_PAYMENT)).toMatchObject({
        stopped: false,
        rtnCode: "10100050",
      });
      expect(mandates.find("DM3")?.status).toBe("running");
    });

    it("refuses an unsigned or foreign order to stop, and stops nothing", async () => {
      const foreign = withCheckMacValue(
        { MerchantID: "2000132", MerchantTradeNo: "DM1", Action: "Cancel" },
        TEST_PAYMENT,
      );
      for (const body of [{ MerchantID: "3002607", MerchantTradeNo: "DM1", Action: "Cancel" }, foreign])
        expect((await act(body).expect(400)).text).toBe("CheckMacValue verify fail");
      expect(mandates.find("DM1")?.status).toBe("running");
    });
  });
});
