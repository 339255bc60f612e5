// What a QueryTradeInfo answer does to one pending order: paid, failed, refused at error on a mismatch, an
// unpaid card order abandoned after a day, an unpaid ATM order left to its deadline.
import { expect, it } from "vitest";
import {
  CREDIT_ABANDONED_AFTER_MS,
  settleFromTradeInfo,
} from "../../../server/content-service/payment/settle-from-trade-info.js";
import type { TradeInfo } from "../../../server/content-service/payment/query-trade-info.js";
import { captureLogs } from "../../server/log-capture.js";
import { atmOrders } from "./atm-orders.js";

const orders = atmOrders();
const MERCHANT = "3002607";
const CREATED = new Date("2026-05-01T00:00:00Z");
const SOON = new Date(CREATED.getTime() + CREDIT_ABANDONED_AFTER_MS - 1);
const LATE = new Date(CREATED.getTime() + CREDIT_ABANDONED_AFTER_MS + 1);
const PAID = { kind: "paid", merchantId: MERCHANT, tradeAmt: "500", gatewayTradeNo: "G1", paymentDate: "" } as const;

function settle(method: "Credit" | "ATM", info: TradeInfo, now: Date) {
  const tradeNo = orders.order(method, CREATED);
  const stored = orders.donations().find(tradeNo);
  if (!stored) throw new Error("order not stored");
  const logs = captureLogs("info");
  const settlement = settleFromTradeInfo(orders.donations(), stored, info, {
    merchantId: MERCHANT,
    now,
    logger: logs.logger,
  });
  return { settlement, status: orders.donations().find(tradeNo)?.status, logs: logs.entries() };
}

it("marks an order paid when the gateway's merchant and amount are the order's", () => {
  expect(settle("Credit", PAID, SOON)).toMatchObject({ settlement: "paid", status: "paid" });
});

it.each([{ merchantId: "2000132" }, { tradeAmt: "501" }])("refuses %o at error and changes nothing", (change) => {
  const { settlement, status, logs } = settle("Credit", { ...PAID, ...change }, SOON);
  expect([settlement, status]).toEqual(["refused", "pending"]);
  expect(logs.filter((entry) => entry.level === 50)).toHaveLength(1);
});

it("marks an order failed when the gateway says so", () => {
  const failed: TradeInfo = { kind: "failed", tradeStatus: "10200095", gatewayTradeNo: "G2" };
  expect(settle("Credit", failed, SOON)).toMatchObject({ settlement: "failed", status: "failed" });
});

it.each(["unpaid", "not-found"] as const)("a card order %s: pending for a day, then abandoned", (kind) => {
  expect(settle("Credit", { kind }, SOON)).toMatchObject({ settlement: "still-pending", status: "pending" });
  expect(settle("Credit", { kind }, LATE)).toMatchObject({ settlement: "failed", status: "failed" });
});

it("leaves an unpaid ATM order pending however old, for its own deadline", () => {
  expect(settle("ATM", { kind: "unpaid" }, LATE)).toMatchObject({ settlement: "still-pending", status: "pending" });
});
