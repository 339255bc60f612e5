// A log line for a condition that an attack repeats thousands of times a second: the first occurrence
// is logged, then at most one summary line (with the count) per interval.
import type { Logger } from "./logger.js";

export function throttledLog(logger: Logger, message: string, intervalMs = 10_000) {
  let suppressed = 0;
  let windowEnds = 0;
  return (fields: Record<string, unknown>): void => {
    const now = Date.now();
    if (now < windowEnds) {
      suppressed++;
      return;
    }
    logger.info(suppressed > 0 ? { ...fields, alsoInLastInterval: suppressed } : fields, message);
    suppressed = 0;
    windowEnds = now + intervalMs;
  };
}
