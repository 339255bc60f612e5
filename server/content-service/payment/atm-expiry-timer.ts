// Runs the ATM expiry rule every few minutes, under the job lease, until shutdown.
import type { Logger } from "pino";
import type { AtmStore } from "../donations/atm-store.js";
import type { JobLease } from "../jobs/job-lease.js";
import { startLeasedTimer } from "../jobs/leased-timer.js";
import type { ResolvedAtmConfig } from "./atm-config.js";
import { expireOverdueAtmOrders } from "./atm-expiry.js";

export const ATM_EXPIRY_INTERVAL_MS = 5 * 60_000;

export function startAtmExpiry(
  store: AtmStore,
  logger: Logger,
  atm: ResolvedAtmConfig,
  intervalMs: number = ATM_EXPIRY_INTERVAL_MS,
  lease: JobLease | null = null,
): () => void {
  const sweep = () => {
    try {
      expireOverdueAtmOrders(store, logger, atm);
    } catch (error) {
      // A busy or closed database: the next sweep tries again.
      logger.error({ err: error }, "ATM expiry sweep failed");
    }
  };
  return startLeasedTimer({ intervalMs, firstDelayMs: 0, lease, logger, run: sweep });
}
