// A pending ATM order past its deadline plus grace expires; one that never got an account expires when
// any account could have (created + ExpireDate days + one day). A later transfer still settles it paid.
import type { Logger } from "pino";
import type { AtmStore } from "../donations/atm-store.js";
import type { ResolvedAtmConfig } from "./atm-config.js";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

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
