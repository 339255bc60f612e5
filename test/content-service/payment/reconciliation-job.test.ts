// The reconciliation job against the sandbox's QueryTradeInfo (over HTTP): lost callbacks settled, unpaid
// orders left pending, abandoned credit-card orders failed, bounded batches least-recently-checked first,
// late callbacks changing nothing, mismatches refused at error, and a stopped job writing nothing.
import http from "node:http";
import pino from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import { withCheckMacValue } from "../../../server/content-service/payment/check-mac-value.js";
import {
  startReconciliationJob,
  type ReconciliationJob,
} from "../../../server/content-service/payment/reconciliation-job.js";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import { normalDonation } from "../donation-bodies.js";
import { listeningService, type ListeningService } from "../content-test-service.js";
import { formAction, hiddenFields } from "../form-html.js";

let service: ListeningService;
/** Log lines as pino wrote them, parsed; the tests match them with objectContaining. */
const logs: unknown[] = [];
const keepLine = (line: string) => {
  const entry: unknown = JSON.parse(line);
  logs.push(entry);
};
const logger = pino({ level: "debug" }, { write: keepLine });
let jobs: ReconciliationJob[] = [];
beforeAll(async () => {
  service = await listeningService();
});
afterEach(() => {
  jobs.forEach((job) => job.stop());
  jobs = [];
  // Every test starts with no order due: earlier tests' leftovers are settled as failed.
  service.db.prepare("UPDATE donations SET status = 'failed' WHERE status = 'pending'").run();
});
afterAll(() => service.close());

const job = (overrides: { queryUrl?: string; batch?: number } = {}) => {
  const started = startReconciliationJob({
    store: storeOf(),
    payment: { ...service.payment, queryUrl: overrides.queryUrl ?? service.payment.queryUrl },
    logger,
    intervalMs: 0,
    afterMs: 0,
    batch: overrides.batch ?? 20,
    queryTimeoutMs: 2000,
  });
  jobs.push(started);
  return started;
};
// A store over the same database, as in production (the job gets its own).
const storeOf = () => donationStore(service.db);

const row = (tradeNo: string) =>
  service.db
    .prepare<
      [string],
      { status: string; paid_at: string | null; last_rtn_code: string | null; checked_at: string | null }
    >("SELECT status, paid_at, last_rtn_code, checked_at FROM donations WHERE merchant_trade_no = ?")
    .get(tradeNo);

/** An order shown at the sandbox's checkout; with a choice, also completed (notify: how ReturnURL behaves). */
async function order(choice?: "success" | "fail", notify = "normal"): Promise<string> {
  const donation = await request(service.server).post("/api/homepage/donate").send(normalDonation);
  const form = hiddenFields(donation.text);
  const page = await request(service.server)
    .post(formAction(donation.text) ?? "")
    .type("form")
    .send(form);
  if (choice)
    await request(service.server)
      .post("/api/payment-sandbox/complete")
      .type("form")
      .send({ ...hiddenFields(page.text), SandboxResult: choice, SandboxNotify: notify });
  return form.MerchantTradeNo ?? "";
}

describe("reconciliation against the sandbox", () => {
  it("settles a lost callback as paid, logged with the trade number; a late ReturnURL changes nothing", async () => {
    const tradeNo = await order("success", "lost");
    expect(row(tradeNo)?.status).toBe("pending");
    const outcome = await job().runOnce();
    expect(outcome.get(tradeNo)).toBe("paid");
    const settled = row(tradeNo);
    expect(settled?.status).toBe("paid");
    expect(logs).toContainEqual(expect.objectContaining({ msg: "donation paid", tradeNo }));
    // The sandbox's callback arrives late (same gateway trade), and again: 1|OK, nothing changes.
    const checkout = { MerchantTradeNo: tradeNo, TotalAmount: "1200", ChoosePayment: "Credit" };
    const late = callbackFields(checkout, true, service.payment, new Date());
    for (let i = 0; i < 2; i += 1) {
      const answer = await request(service.server).post("/api/payment/ecpay/return").type("form").send(late);
      expect(answer.text).toBe("1|OK");
    }
    await request(service.server)
      .post("/api/payment/ecpay/return")
      .type("form")
      .send(callbackFields(checkout, false, service.payment, new Date()));
    expect(row(tradeNo)).toEqual(settled);
  });

  it("settles a failure the gateway knows; leaves unpaid and unknown orders pending", async () => {
    const failed = await order("fail", "lost");
    const unpaid = await order();
    const outcome = await job().runOnce();
    expect(outcome.get(failed)).toBe("failed");
    expect(row(failed)?.status).toBe("failed");
    expect(outcome.get(unpaid)).toBe("still-pending");
    expect(row(unpaid)?.status).toBe("pending");
    expect(row(unpaid)?.checked_at).not.toBeNull();
  });

  it("fails a credit-card order the gateway still calls unpaid a day later", async () => {
    const tradeNo = await order();
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    service.db.prepare("UPDATE donations SET created_at = ? WHERE merchant_trade_no = ?").run(dayAgo, tradeNo);
    expect((await job().runOnce()).get(tradeNo)).toBe("failed");
    expect(row(tradeNo)).toMatchObject({ status: "failed", last_rtn_code: "abandoned" });
  });

  it("finds a transfer whose callback was lost after the expiry rule gave the ATM order up; old expiries are left", async () => {
    // Two orders the sandbox was told were paid, both lost callbacks, turned into ATM orders that expired unpaid.
    const recent = await order("success", "lost");
    const old = await order("success", "lost");
    const expire = service.db.prepare<[string, string]>(
      "UPDATE donations SET payment_method = 'ATM', status = 'expired', updated_at = ? WHERE merchant_trade_no = ?",
    );
    expire.run(new Date().toISOString(), recent);
    expire.run(new Date(Date.now() - 4 * 24 * 3_600_000).toISOString(), old);
    const outcome = await job().runOnce();
    expect(outcome.get(recent)).toBe("paid");
    expect(row(recent)?.status).toBe("paid");
    const aboutExpiredAtm: unknown = expect.stringMatching(/expired ATM/);
    expect(logs).toContainEqual(expect.objectContaining({ tradeNo: recent, level: 40, msg: aboutExpiredAtm }));
    // Expired more than EXPIRED_RECHECK_MS ago: no longer asked.
    expect(outcome.has(old)).toBe(false);
    expect(row(old)?.status).toBe("expired");
  });

  it("asks a bounded batch, least recently checked first", async () => {
    const first = await order();
    const second = await order();
    const third = await order();
    const reconciler = job({ batch: 2 });
    expect([...(await reconciler.runOnce()).keys()]).toEqual([first, second]);
    expect([...(await reconciler.runOnce()).keys()]).toEqual([third, first]);
  });

  it("a stopped job asks nothing and writes nothing", async () => {
    const tradeNo = await order("success", "lost");
    const reconciler = job();
    reconciler.stop();
    expect((await reconciler.runOnce()).size).toBe(0);
    expect(row(tradeNo)).toMatchObject({ status: "pending", checked_at: null });
  });
});

describe("reconciliation against a gateway that misbehaves", () => {
  let answer: (body: URLSearchParams, res: http.ServerResponse) => void = () => undefined;
  const gateway = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => answer(new URLSearchParams(text), res));
  });
  let gatewayUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const address = gateway.address();
    gatewayUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/q`;
  });
  afterAll(() => {
    gateway.closeAllConnections();
    gateway.close();
  });
  const paidAnswer = (asked: URLSearchParams, change: Record<string, string>) =>
    new URLSearchParams(
      withCheckMacValue(
        {
          MerchantID: service.payment.merchantId,
          MerchantTradeNo: asked.get("MerchantTradeNo") ?? "",
          TradeNo: "2411261200001234",
          TradeAmt: "1200",
          PaymentDate: "2026/11/26 12:00:00",
          TradeStatus: "1",
          ...change,
        },
        service.payment,
      ),
    ).toString();

  it("refuses a paid answer with another amount or merchant, logged at error; the order stays pending", async () => {
    const changes: Record<string, string>[] = [{ TradeAmt: "1" }, { MerchantID: "2000132" }];
    for (const change of changes) {
      const tradeNo = await order();
      answer = (asked, res) => res.end(paidAnswer(asked, change));
      logs.length = 0;
      expect((await job({ queryUrl: gatewayUrl }).runOnce()).get(tradeNo)).toBe("refused");
      expect(row(tradeNo)?.status).toBe("pending");
      expect(logs).toContainEqual(expect.objectContaining({ level: 50, tradeNo }));
    }
  });

  it.each([
    [
      "an unsigned paid answer",
      (asked: URLSearchParams) => `MerchantTradeNo=${asked.get("MerchantTradeNo")}&TradeStatus=1`,
    ],
    ["a repeated field", (asked: URLSearchParams) => `${paidAnswer(asked, {})}&TradeStatus=1`],
    ["an answer about another trade", (asked: URLSearchParams) => paidAnswer(asked, { MerchantTradeNo: "D1" })],
    ["an unknown status", (asked: URLSearchParams) => paidAnswer(asked, { TradeStatus: "7" })],
    ["an answer over 8 KB", (asked: URLSearchParams) => `${paidAnswer(asked, {})}&x=${"y".repeat(9000)}`],
  ])("%s changes nothing", async (_name, body) => {
    const tradeNo = await order();
    answer = (asked, res) => res.end(body(asked));
    expect((await job({ queryUrl: gatewayUrl }).runOnce()).get(tradeNo)).toBe("error");
    expect(row(tradeNo)?.status).toBe("pending");
  });

  it("gives up on a gateway that does not answer within the deadline", async () => {
    const tradeNo = await order();
    answer = () => undefined;
    const started = performance.now();
    expect((await job({ queryUrl: gatewayUrl }).runOnce()).get(tradeNo)).toBe("error");
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(row(tradeNo)?.status).toBe("pending");
  });
});
