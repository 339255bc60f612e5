// Runs the ATM expiry rule now and then every few minutes inside the content service, until stopped
// (at shutdown). A periodic reconciliation job may take this call over later.
import type { Logger } from "pino";
import type { AtmStore } from "../donations/atm-store.js";
import type { ResolvedAtmConfig } from "./atm-config.js";
import { expireOverdueAtmOrders } from "./atm-expiry.js";

export const ATM_EXPIRY_INTERVAL_MS = 5 * 60_000;

export function startAtmExpiry(
  store: AtmStore,
  logger: Logger,
  atm: ResolvedAtmConfig,
  intervalMs: number = ATM_EXPIRY_INTERVAL_MS,
): () => void {
  const sweep = () => {
    try {
      expireOverdueAtmOrders(store, logger, atm);
    } catch (error) {
      // A busy or closed database: the next sweep tries again.
      logger.error({ err: error }, "ATM expiry sweep failed");
    }
  };
  const first = setTimeout(sweep, 0);
  const timer = setInterval(sweep, intervalMs);
  // Never the reason the process stays up.
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
