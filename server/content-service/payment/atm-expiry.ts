// The expiry rule: a pending ATM order whose virtual account's deadline passed more than the grace
// period ago is expired (no money came). An order that never got an account expires once any account
// it could have had would have (created + ExpireDate days + one day). Each change is logged with the
// trade number. A transfer reported later still settles the order paid (ecpay-return-routes.ts).
import type { Logger } from "pino";
import type { AtmStore } from "../donations/atm-store.js";
import type { ResolvedAtmConfig } from "./atm-config.js";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Marks the overdue orders expired (one bounded batch); returns their trade numbers. */
export function expireOverdueAtmOrders(
  store: AtmStore,
  logger: Logger,
  atm: Pick<ResolvedAtmConfig, "expireDays" | "expiryGraceMinutes">,
  now: Date = new Date(),
): string[] {
  const accountCutoff = new Date(now.getTime() - atm.expiryGraceMinutes * MINUTE_MS);
  const createdCutoff = new Date(accountCutoff.getTime() - (atm.expireDays + 1) * DAY_MS);
  const expired: string[] = [];
  for (const { tradeNo, expireDate } of store.overdue(accountCutoff, createdCutoff)) {
    if (!store.markExpired(tradeNo, now)) continue;
    expired.push(tradeNo);
    logger.info({ tradeNo, expireDate }, "ATM donation expired unpaid");
  }
  return expired;
}
