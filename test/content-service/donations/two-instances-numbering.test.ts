// Two built content services on one database (two web instances, each with its embedded service), paid
// callbacks sent to both at once while receipts are numbered: the sponsor list's numbers (paid_seq) and the
// receipt numbers stay one per gift, 1..n, none shared or skipped (docs/donations.md, "Receipts"). The web
// server itself numbers nothing; these are the only two sequences.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import { receiptPeriod, taipeiDay } from "../../../server/content-service/receipts/receipt-period.js";
import { issueReceipts } from "../../../server/content-service/receipts/receipt-store.js";
import { TEST_PAYMENT, tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const ENTRY = path.resolve("dist/server/content-service/main.js");
const ORDERS = 60;
const temp = tempDbFile();
const children: ChildProcess[] = [];
let db: ContentDb;

async function start(): Promise<number> {
  const child = fork(ENTRY, [], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", CONTENT_PORT: "0", CONTENT_DB: temp.file },
    stdio: "ignore",
  });
  children.push(child);
  const message = await new Promise<unknown>((resolve, reject) => {
    child.on("message", resolve);
    child.on("exit", (code) => reject(new Error(`exited (${code}) before listening`)));
  });
  const port = typeof message === "object" && message !== null && "port" in message ? message.port : null;
  if (typeof port !== "number") throw new Error("no port reported");
  return port;
}

beforeAll(() => {
  // Not seeded: the orders below are then the only donations (no demo sponsors are added to a database that
  // has any).
  db = openContentDb(temp.file);
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  db.close();
  temp.remove();
});

test("two instances paying at once while receipts are numbered: each sequence 1..n, one per gift", async () => {
  const now = new Date();
  const orders = Array.from({ length: ORDERS }, () =>
    insertDonation(db, { status: "pending", created_at: now.toISOString(), amount: 500 }),
  );
  const ports = [await start(), await start()];
  const year = Number(taipeiDay(now.toISOString()).slice(0, 4));
  const month = Number(taipeiDay(now.toISOString()).slice(5, 7));
  // A receipts run every few milliseconds while the callbacks land, on this process's own connection.
  let runs = 0;
  const numbering = setInterval(() => {
    issueReceipts(db, receiptPeriod(year, month), new Date());
    runs += 1;
  }, 5);
  const answers = await Promise.all(
    orders.map(async (order, i) => {
      const checkout = {
        MerchantTradeNo: order.merchant_trade_no,
        TotalAmount: String(order.amount),
        ChoosePayment: "Credit",
        MerchantTradeDate: "2026/01/01 00:00:00",
      };
      const fields = callbackFields(checkout, true, TEST_PAYMENT, new Date());
      const response = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/payment/ecpay/return`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
      return `${response.status} ${await response.text()}`;
    }),
  );
  clearInterval(numbering);
  issueReceipts(db, receiptPeriod(year, month), new Date());
  expect(answers).toEqual(orders.map(() => "200 1|OK"));
  expect(runs).toBeGreaterThan(1);

  const seqs = db.prepare<[], number>("SELECT paid_seq FROM donations WHERE status = 'paid' ORDER BY paid_seq").pluck();
  const paid = seqs.all();
  expect(paid).toEqual(Array.from({ length: paid.length }, (_, i) => i + 1));
  expect(db.prepare("SELECT count, last_seq FROM paid_donations").get()).toEqual({
    count: paid.length,
    last_seq: paid.length,
  });
  const receipts = db
    .prepare<[number], { seq: number; trade_no: string }>(
      `SELECT r.seq, d.merchant_trade_no AS trade_no FROM receipts r JOIN donations d ON d.id = r.donation_id
       WHERE r.year = ? ORDER BY r.seq`,
    )
    .all(year);
  expect(receipts.map((row) => row.seq)).toEqual(Array.from({ length: receipts.length }, (_, i) => i + 1));
  expect(new Set(receipts.map((row) => row.trade_no))).toEqual(new Set(orders.map((order) => order.merchant_trade_no)));
});
