// The expiry rule with a clock: a pending ATM order is expired only once its deadline plus the grace
// period has passed (an order that never got an account: created + ExpireDate days + one day + grace);
// paid orders and card orders never; each change logged with the trade number; the sweep stops.
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { atmStore, type AtmStore } from "../../../server/content-service/donations/atm-store.js";
import {
  donationStore,
  type DonationStore,
  type NewDonation,
} from "../../../server/content-service/donations/donation-store.js";
import { atmDeadline } from "../../../server/content-service/payment/atm-expire-date.js";
import { expireOverdueAtmOrders } from "../../../server/content-service/payment/atm-expiry.js";
import { startAtmExpiry } from "../../../server/content-service/payment/atm-expiry-timer.js";
import { captureLogs } from "../../server/log-capture.js";
import { tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
let db: ContentDb;
let donations: DonationStore;
let atm: AtmStore;
beforeAll(() => {
  db = openContentDb(temp.file, { seed: false });
  donations = donationStore(db);
  atm = atmStore(db);
});
afterAll(() => {
  db.close();
  temp.remove();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const rules = { expireDays: 3, expiryGraceMinutes: 60 };
const order = (method: NewDonation["method"], createdAt: Date): string =>
  donations.insert(
    {
      method,
      amount: 500,
      donorName: "測試",
      phone: "0900000000",
      activityType: "normal",
      charityId: 1,
      charityActivityId: null,
      itemName: "捐款",
      receipt: null,
      returnPath: "/charity4?id=1",
    },
    createdAt,
  );
const statusOf = (tradeNo: string) => atm.find(tradeNo)?.status;

test("an issued account expires only once its deadline and the grace period have passed", () => {
  const created = new Date("2026-11-20T02:00:00Z");
  const tradeNo = order("ATM", created);
  const expiresAt = atmDeadline("2026/11/23") ?? new Date(NaN);
  atm.recordAccount(
    tradeNo,
    { bankCode: "812", vAccount: "12345678901234", expireDate: "2026/11/23", expiresAt },
    created,
  );
  const logs = captureLogs("info");
  const { logger } = logs;
  const justBefore = new Date(expiresAt.getTime() + 60 * MINUTE - 1);
  expect(expireOverdueAtmOrders(atm, logger, rules, justBefore)).toEqual([]);
  expect(statusOf(tradeNo)).toBe("pending");
  const after = new Date(expiresAt.getTime() + 60 * MINUTE + 1);
  expect(expireOverdueAtmOrders(atm, logger, rules, after)).toEqual([tradeNo]);
  expect(statusOf(tradeNo)).toBe("expired");
  expect(logs.entries()).toContainEqual(
    expect.objectContaining({ tradeNo, expireDate: "2026/11/23", msg: "ATM donation expired unpaid" }),
  );
  // Once expired, later sweeps leave it alone.
  expect(expireOverdueAtmOrders(atm, logger, rules, new Date(after.getTime() + DAY))).toEqual([]);
});

test("an order that never got an account expires after the longest deadline it could have had", () => {
  const created = new Date("2026-10-01T02:00:00Z");
  const tradeNo = order("ATM", created);
  const { logger } = captureLogs("silent");
  const limit = created.getTime() + 4 * DAY + 60 * MINUTE;
  expect(expireOverdueAtmOrders(atm, logger, rules, new Date(limit - 1))).not.toContain(tradeNo);
  expect(expireOverdueAtmOrders(atm, logger, rules, new Date(limit + 1))).toContain(tradeNo);
});

test("paid ATM orders and card orders are never expired", () => {
  const created = new Date("2026-09-01T02:00:00Z");
  const paid = order("ATM", created);
  donations.markPaid(paid, { gatewayTradeNo: "1", rtnCode: "1", rtnMsg: "ok" }, created);
  const card = order("Credit", created);
  const { logger } = captureLogs("silent");
  expireOverdueAtmOrders(atm, logger, rules, new Date("2027-01-01T00:00:00Z"));
  expect([statusOf(paid), statusOf(card)]).toEqual(["paid", "pending"]);
});

test("the periodic sweep runs at once, then every interval, until stopped", () => {
  vi.useFakeTimers({ now: new Date("2026-08-01T00:00:00Z") });
  try {
    const { logger } = captureLogs("silent");
    const early = order("ATM", new Date("2026-07-01T00:00:00Z"));
    const stop = startAtmExpiry(atm, logger, { ...rules, paymentInfoUrl: "", clientRedirectUrl: "" }, 1000);
    vi.advanceTimersByTime(0);
    expect(statusOf(early)).toBe("expired");
    const later = order("ATM", new Date("2026-07-01T00:00:00Z"));
    vi.advanceTimersByTime(1000);
    expect(statusOf(later)).toBe("expired");
    stop();
    const afterStop = order("ATM", new Date("2026-07-01T00:00:00Z"));
    vi.advanceTimersByTime(10_000);
    expect(statusOf(afterStop)).toBe("pending");
  } finally {
    vi.useRealTimers();
  }
});
