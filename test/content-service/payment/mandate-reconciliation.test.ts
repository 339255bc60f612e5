// Mandates no month was heard of: asked of the gateway (QueryCreditCardPeriodInfo, the sandbox's own here),
// each month in its log recorded once with its TradeNo, a mandate the gateway cancelled ended, and a month
// whose notice carried no TradeNo completed from the log (the answer's reader: payment/query-period-info.test.ts).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodQueryUrl } from "../../../server/content-service/config.js";
import { mandateStore } from "../../../server/content-service/donations/mandate-store.js";
import { withCheckMacValue } from "../../../server/content-service/payment/check-mac-value.js";
import {
  MANDATE_RECHECK_AFTER_MS,
  reconcileMandates,
} from "../../../server/content-service/payment/mandate-reconciliation.js";
import { listeningService, silentLogger, type ListeningService } from "../content-test-service.js";
import { paidFirstMonth } from "../first-month.js";

let service: ListeningService;
let tradeNo = "";
beforeAll(async () => {
  service = await listeningService({ monthlyGiving: true });
  tradeNo = await paidFirstMonth(service, "對帳測試", 400, 6);
});
afterAll(() => service.close());

const months = () =>
  service.db
    .prepare<[string], { charge_no: number; status: string }>(
      `SELECT d.charge_no, d.status FROM donations d JOIN donation_mandates m ON m.id = d.mandate_id
       WHERE m.merchant_trade_no = ? ORDER BY d.charge_no, d.id`,
    )
    .all(tradeNo);
/** A month charged by the sandbox whose notice is lost on the way. */
const lostMonth = (result = "success") =>
  request(service.app)
    .post("/api/payment-sandbox/period-charge")
    .type("form")
    .send({ MerchantTradeNo: tradeNo, SandboxResult: result, SandboxNotify: "lost" })
    .expect(200);
/** One run that asks about every running mandate, unless told the day's recheck limit (`recheckAfterMs`). */
const run = (recheckAfterMs?: number, { silentAfterMs = 0 } = {}) =>
  reconcileMandates(
    {
      mandates: mandateStore(service.db),
      payment: service.payment,
      periodQueryUrl: periodQueryUrl(service.payment),
      logger: silentLogger,
      batch: 10,
      queryTimeoutMs: 5000,
      silentAfterMs,
      recheckAfterMs: recheckAfterMs ?? 0,
    },
    new AbortController().signal,
  );

describe("mandate reconciliation", () => {
  it("records the months whose notices were lost, once; a cancelled mandate ends", async () => {
    await lostMonth("fail");
    await lostMonth();
    expect(months()).toEqual([{ charge_no: 1, status: "paid" }]);
    expect((await run()).get(tradeNo)).toBe(2);
    expect(months()).toEqual([
      { charge_no: 1, status: "paid" },
      { charge_no: 2, status: "failed" },
      { charge_no: 2, status: "paid" },
    ]);
    expect((await run()).get(tradeNo)).toBe(0);
    // Still silent after an answer: asked again a day later, not at every run of the job.
    expect((await run(MANDATE_RECHECK_AFTER_MS)).size).toBe(0);
    const cancel = withCheckMacValue(
      { MerchantID: service.payment.merchantId, MerchantTradeNo: tradeNo, Action: "Cancel", TimeStamp: "1" },
      service.payment,
    );
    await request(service.app).post("/api/payment-sandbox/credit-card-period-action").type("form").send(cancel);
    await run();
    expect(mandateStore(service.db).find(tradeNo)?.status).toBe("stopped");
    // Ended: no longer asked about.
    expect((await run()).size).toBe(0);
  });

  it("a month whose notice carried no TradeNo gets it from the next query, though the mandate is not silent", async () => {
    const other = await paidFirstMonth(service, "交易編號", 500, 4);
    await request(service.app)
      .post("/api/payment-sandbox/period-charge")
      .type("form")
      .send({ MerchantTradeNo: other, SandboxResult: "success" })
      .expect(200);
    const month = () =>
      service.db
        .prepare<[string], { period_trade_no: string | null; gateway_trade_no: string | null }>(
          `SELECT d.period_trade_no, d.gateway_trade_no FROM donations d JOIN donation_mandates m ON m.id = d.mandate_id
           WHERE m.merchant_trade_no = ? AND d.charge_no = 2`,
        )
        .get(other);
    expect(month()?.period_trade_no).toBeNull();
    const notSilent = { silentAfterMs: 3_600_000 };
    expect((await run(0, notSilent)).get(other)).toBe(0);
    const filled = month();
    expect(filled?.period_trade_no).toMatch(/^\d{16}$/);
    expect(filled?.gateway_trade_no).toBe(filled?.period_trade_no);
    // Every month has its TradeNo: no longer asked about.
    expect((await run(0, notSilent)).has(other)).toBe(false);
  });

  it("a decline the sandbox notified bare (empty Gwsr, Amount 0) is one failed month after the log names it", async () => {
    const other = await paidFirstMonth(service, "簡式通知", 700, 4);
    for (const result of ["fail", "success"])
      await request(service.app)
        .post("/api/payment-sandbox/period-charge")
        .type("form")
        .send({ MerchantTradeNo: other, SandboxResult: result, SandboxNotice: "bare" })
        .expect(200);
    const rows = () =>
      service.db
        .prepare<[string], { status: string; amount: number; gwsr: boolean; tradeNo: boolean }>(
          `SELECT d.status, d.amount, d.period_gwsr IS NOT NULL AS gwsr, d.period_trade_no IS NOT NULL AS tradeNo
           FROM donations d JOIN donation_mandates m ON m.id = d.mandate_id
           WHERE m.merchant_trade_no = ? AND d.charge_no = 2 ORDER BY d.id`,
        )
        .all(other);
    expect(rows()).toEqual([
      { status: "failed", amount: 700, gwsr: 0, tradeNo: 0 },
      { status: "paid", amount: 700, gwsr: 1, tradeNo: 0 },
    ]);
    await run(0, { silentAfterMs: 3_600_000 });
    expect(rows()).toEqual([
      { status: "failed", amount: 700, gwsr: 1, tradeNo: 1 },
      { status: "paid", amount: 700, gwsr: 1, tradeNo: 1 },
    ]);
  });
});
