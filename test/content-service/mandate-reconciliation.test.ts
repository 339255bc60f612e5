// Mandates no month was heard of: asked of the gateway (QueryCreditCardPeriodInfo, the sandbox's own here),
// each month in its log recorded once, a mandate the gateway cancelled ended; and the answer's reader
// refuses answers about another merchant, trade, amount or term.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodQueryUrl } from "../../server/content-service/config.js";
import { mandateStore } from "../../server/content-service/donations/mandate-store.js";
import { withCheckMacValue } from "../../server/content-service/payment/check-mac-value.js";
import {
  MANDATE_RECHECK_AFTER_MS,
  reconcileMandates,
} from "../../server/content-service/payment/mandate-reconciliation.js";
import { parsePeriodInfo } from "../../server/content-service/payment/query-period-info.js";
import { listeningService, silentLogger, type ListeningService } from "./content-test-service.js";
import { paidFirstMonth } from "./first-month.js";

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
const run = (recheckAfterMs?: number) =>
  reconcileMandates(
    {
      mandates: mandateStore(service.db),
      payment: service.payment,
      periodQueryUrl: periodQueryUrl(service.payment),
      logger: silentLogger,
      batch: 10,
      queryTimeoutMs: 5000,
      silentAfterMs: 0,
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

  it("an answer about another merchant, trade, amount or term is not believed", () => {
    const expected = { tradeNo: "D1", amount: 400, execTimes: 6 };
    const answer = {
      MerchantID: "3002607",
      MerchantTradeNo: "D1",
      PeriodAmount: 400,
      ExecTimes: 6,
      ExecStatus: "1",
      ExecLog: [{ RtnCode: 1, amount: 400, gwsr: 11111111 }],
    };
    expect(parsePeriodInfo(JSON.stringify(answer), expected, "3002607")).toEqual({
      status: "running",
      log: [{ paid: true, gwsr: "11111111", rtnCode: "1" }],
    });
    for (const change of [
      { MerchantID: "2000132" },
      { MerchantTradeNo: "D2" },
      { PeriodAmount: 4000 },
      { ExecTimes: 99 },
      { ExecStatus: "9" },
      { ExecLog: [{ RtnCode: 1, amount: 1, gwsr: 1 }] },
    ])
      expect(() => parsePeriodInfo(JSON.stringify({ ...answer, ...change }), expected, "3002607")).toThrow();
  });
});
