// The expiry rule with a clock: a pending ATM order is expired only once its deadline plus the grace
// period has passed (an order that never got an account: created + ExpireDate days + one day + grace);
// paid orders and card orders never; each change logged with the trade number.
import { expect, test } from "vitest";
import { atmDeadline } from "../../../server/content-service/payment/atm-expire-date.js";
import { expireOverdueAtmOrders } from "../../../server/content-service/payment/atm-expiry.js";
import { captureLogs } from "../../server/log-capture.js";
import { atmOrders } from "./atm-orders.js";

const orders = atmOrders();
const { order, statusOf } = orders;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const rules = { expireDays: 3, expiryGraceMinutes: 60 };

test("an issued account expires only once its deadline and the grace period have passed", () => {
  const created = new Date("2026-11-20T02:00:00Z");
  const tradeNo = order("ATM", created);
  const expiresAt = atmDeadline("2026/11/23") ?? new Date(NaN);
  orders
    .atm()
    .recordAccount(
      tradeNo,
      { bankCode: "812", vAccount: "12345678901234", expireDate: "2026/11/23", expiresAt },
      created,
    );
  const logs = captureLogs("info");
  const { logger } = logs;
  const justBefore = new Date(expiresAt.getTime() + 60 * MINUTE - 1);
  expect(expireOverdueAtmOrders(orders.atm(), logger, rules, justBefore)).toEqual([]);
  expect(statusOf(tradeNo)).toBe("pending");
  const after = new Date(expiresAt.getTime() + 60 * MINUTE + 1);
  expect(expireOverdueAtmOrders(orders.atm(), logger, rules, after)).toEqual([tradeNo]);
  expect(statusOf(tradeNo)).toBe("expired");
  expect(logs.entries()).toContainEqual(
    expect.objectContaining({ tradeNo, expireDate: "2026/11/23", msg: "ATM donation expired unpaid" }),
  );
  // Once expired, later sweeps leave it alone.
  expect(expireOverdueAtmOrders(orders.atm(), logger, rules, new Date(after.getTime() + DAY))).toEqual([]);
});

test("an order that never got an account expires after the longest deadline it could have had", () => {
  const created = new Date("2026-10-01T02:00:00Z");
  const tradeNo = order("ATM", created);
  const { logger } = captureLogs("silent");
  const limit = created.getTime() + 4 * DAY + 60 * MINUTE;
  expect(expireOverdueAtmOrders(orders.atm(), logger, rules, new Date(limit - 1))).not.toContain(tradeNo);
  expect(expireOverdueAtmOrders(orders.atm(), logger, rules, new Date(limit + 1))).toContain(tradeNo);
});

test("paid ATM orders and card orders are never expired", () => {
  const created = new Date("2026-09-01T02:00:00Z");
  const paid = order("ATM", created);
  orders.donations().markPaid(paid, { gatewayTradeNo: "1", rtnCode: "1", rtnMsg: "ok" }, created);
  const card = order("Credit", created);
  const { logger } = captureLogs("silent");
  expireOverdueAtmOrders(orders.atm(), logger, rules, new Date("2027-01-01T00:00:00Z"));
  expect([statusOf(paid), statusOf(card)]).toEqual(["paid", "pending"]);
});
