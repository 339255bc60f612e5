// The ATM expiry sweep on a timer: at once, then every interval, and nothing after it stops.
import { expect, test, vi } from "vitest";
import { startAtmExpiry } from "../../../server/content-service/payment/atm-expiry-timer.js";
import { captureLogs } from "../../server/log-capture.js";
import { atmOrders } from "./atm-orders.js";

const orders = atmOrders();
const { order, statusOf } = orders;
const rules = { expireDays: 3, expiryGraceMinutes: 60 };

test("the periodic sweep runs at once, then every interval, until stopped", () => {
  vi.useFakeTimers({ now: new Date("2026-08-01T00:00:00Z") });
  try {
    const { logger } = captureLogs("silent");
    const early = order("ATM", new Date("2026-07-01T00:00:00Z"));
    const stop = startAtmExpiry(orders.atm(), logger, { ...rules, paymentInfoUrl: "", clientRedirectUrl: "" }, 1000);
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
