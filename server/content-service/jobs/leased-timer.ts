// Runs a periodic job on a timer, each tick only if this instance holds the job's lease (job-lease.ts; no
// lease: every tick runs). Every tick renews the lease, even while a run is still going. The timers are
// unref'd: they never keep the process alive.
import type { Logger } from "pino";
import type { JobLease } from "./job-lease.js";

export interface LeasedTimerOptions {
  intervalMs: number;
  /** An extra first tick soon after start; without it the first tick comes after `intervalMs`. */
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
