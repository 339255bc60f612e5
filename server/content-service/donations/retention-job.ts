// Runs the personal-data erasure on a timer, under the job lease (docs/donation-records.md). A bounded
// number of batches per run, so a years-long backlog never holds the database or the event loop for long.
import type { Logger } from "pino";
import type { ContentDb } from "../db/content-db.js";
import type { JobLease } from "../jobs/job-lease.js";
import { startLeasedTimer } from "../jobs/leased-timer.js";
import { erasePersonalDataOlderThan } from "./personal-data-retention.js";

export const RETENTION_INTERVAL_MS = 3_600_000;
export const FIRST_RUN_DELAY_MS = 2_000;
export const MAX_BATCHES_PER_RUN = 20;

export interface RetentionJob {
  runOnce(): number;
  stop(): void;
}

export function startRetentionJob({
  db,
  days,
  logger,
  clock = () => new Date(),
  lease = null,
  intervalMs = RETENTION_INTERVAL_MS,
  firstDelayMs = FIRST_RUN_DELAY_MS,
}: {
  db: ContentDb;
  days: number;
  logger: Logger;
  clock?: () => Date;
  lease?: JobLease | null;
  intervalMs?: number;
  firstDelayMs?: number;
}): RetentionJob {
  let stopped = false;
  const runOnce = (): number => {
    const now = clock();
    let total = 0;
    let more = true;
    let cutoff = "";
    for (let batch = 0; more && batch < MAX_BATCHES_PER_RUN && !stopped; batch += 1) {
      const result = erasePersonalDataOlderThan(db, now, days);
      total += result.erased;
      more = result.more;
      cutoff = result.cutoff;
    }
    // Counts and the cutoff only: never a name, a phone or a trade number.
    if (total > 0) logger.info({ erased: total, cutoff, more, retentionDays: days }, "donor personal data erased");
    else logger.debug({ cutoff, retentionDays: days }, "no donor personal data due for erasure");
    return total;
  };
  const tick = (): void => {
    try {
      runOnce();
    } catch (error) {
      logger.error({ err: error }, "donor personal data erasure failed");
    }
  };
  const stopTimer = startLeasedTimer({ intervalMs, firstDelayMs, lease, logger, run: tick });
  return {
    runOnce,
    stop() {
      stopped = true;
      stopTimer();
    },
  };
}
