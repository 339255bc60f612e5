// Runs a periodic job each tick only while this instance holds its lease; every tick renews it.
import type { Logger } from "pino";
import type { JobLease } from "./job-lease.js";

export interface LeasedTimerOptions {
  intervalMs: number;
  firstDelayMs?: number;
  lease: JobLease | null;
  logger: Logger;
  run: () => void;
}

/** A lease held for two intervals: one late tick is not a dead holder. */
export const leaseTtlFor = (intervalMs: number): number => 2 * intervalMs;

export function startLeasedTimer({ intervalMs, firstDelayMs, lease, logger, run }: LeasedTimerOptions): () => void {
  const tick = (): void => {
    let holds: boolean;
    try {
      holds = lease?.take() ?? true;
    } catch (error) {
      // A busy or closing database: not the holder this time; the next tick asks again.
      logger.warn({ err: error }, "job lease could not be taken");
      return;
    }
    if (holds) run();
  };
  const first = firstDelayMs === undefined ? null : setTimeout(tick, firstDelayMs);
  const every = setInterval(tick, intervalMs);
  first?.unref();
  every.unref();
  return () => {
    if (first) clearTimeout(first);
    clearInterval(every);
    try {
      lease?.release();
    } catch (error) {
      logger.warn({ err: error }, "job lease could not be released; it expires on its own");
    }
  };
}
