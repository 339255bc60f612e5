// The built `donations:mandate` command (dist/server/content-service/donations-mandate.js) run as a process
// against a listening service with the sandbox as gateway: it tells the gateway (CreditCardPeriodAction
// Cancel) and marks the mandate stopped; the sandbox then charges it no more. Refusals exit non-zero.
// `query` prints the gateway's answer about a mandate unchanged.
import { execFile } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listeningService, type ListeningService } from "../content-test-service.js";
import { paidFirstMonth } from "../first-month.js";
import { mandateStore } from "../../../server/content-service/donations/mandate-store.js";
import { withCheckMacValue } from "../../../server/content-service/payment/check-mac-value.js";

const ENTRY = path.resolve("dist/server/content-service/donations-mandate.js");
let service: ListeningService;
let tradeNo = "";
beforeAll(async () => {
  service = await listeningService({ monthlyGiving: true });
  tradeNo = await paidFirstMonth(service, "停止測試", 300, 3);
});
afterAll(() => service.close());

/** The command as a child process (asynchronously: the service it calls runs in this very process). */
async function run(args: string[], actionUrl?: string) {
  const env = {
    PATH: process.env.PATH ?? "",
    CONTENT_DB: service.file,
    CONTENT_PORT: new URL(service.origin).port,
    ...(actionUrl ? { PAYMENT_PERIOD_ACTION_URL: actionUrl } : {}),
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [ENTRY, ...args], { env, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}
const status = () =>
  service.db
    .prepare<[string], string>("SELECT status FROM donation_mandates WHERE merchant_trade_no = ?")
    .pluck()
    .get(tradeNo);
const nextMonth = () =>
  request(service.app).post("/api/payment-sandbox/period-charge").type("form").send({ MerchantTradeNo: tradeNo });

describe("donations:mandate stop", () => {
  it("stops a running mandate at the gateway and in the database; no month is charged after", async () => {
    expect(status()).toBe("active");
    const stopped = await run(["stop", tradeNo]);
    expect(stopped.stderr).toBe("");
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain(`${tradeNo} stopped after 1 of 3 month(s)`);
    expect(status()).toBe("stopped");
    expect((await nextMonth()).status).toBe(404);
  });

  it("says how many months were paid after the gateway stopped it, counting a month notified meanwhile", async () => {
    const other = await paidFirstMonth(service, "停止時扣款", 250, 99);
    // A gateway that charges (and notifies) one more month before it answers the Cancel.
    const gateway = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        void (async () => {
          await request(service.app)
            .post("/api/payment-sandbox/period-charge")
            .type("form")
            .send({ MerchantTradeNo: other });
          const answer = await request(service.app)
            .post("/api/payment-sandbox/credit-card-period-action")
            .type("form")
            .send(Buffer.concat(chunks).toString());
          res.writeHead(200, { "content-type": "text/plain" }).end(answer.text);
        })();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    try {
      const address = gateway.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      const stopped = await run(["stop", other], `http://127.0.0.1:${port}/Cashier/CreditCardPeriodAction`);
      expect(stopped.stderr).toBe("");
      expect(stopped.stdout).toContain(`${other} stopped after 2 of 99 month(s)`);
      expect(mandateStore(service.db).find(other)).toMatchObject({ status: "stopped", chargesPaid: 2 });
    } finally {
      gateway.close();
    }
  });

  it("a mandate the gateway no longer runs is recorded as stopped there, not left running here", async () => {
    const other = await paidFirstMonth(service, "後台停止", 200, 6);
    const cancel = withCheckMacValue(
      { MerchantID: service.payment.merchantId, MerchantTradeNo: other, Action: "Cancel", TimeStamp: "1" },
      service.payment,
    );
    await request(service.app).post("/api/payment-sandbox/credit-card-period-action").type("form").send(cancel);
    const stopped = await run(["stop", other]);
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain(`${other} was no longer running at the gateway: recorded stopped`);
    expect(mandateStore(service.db).find(other)?.status).toBe("stopped");
  });

  it("query prints the gateway's QueryCreditCardPeriodInfo answer as it came, changing nothing", async () => {
    const queried = await run(["query", tradeNo]);
    expect(queried.stderr).toBe("");
    expect(queried.code).toBe(0);
    const answer: unknown = JSON.parse(queried.stdout);
    expect(answer).toMatchObject({ MerchantTradeNo: tradeNo, ExecStatus: "0", ExecLog: [{ RtnCode: 1 }] });
    expect(status()).toBe("stopped");
  });

  it("refuses a stopped or unknown mandate (exit 1) and bad arguments (exit 2)", async () => {
    const again = await run(["stop", tradeNo]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already stopped");
    const unknown = await run(["stop", "D000000000000UNKNOWN"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no monthly mandate");
    expect((await run(["cancel", tradeNo])).code).toBe(2);
    expect((await run(["stop", "x/y"])).code).toBe(2);
  });
});
