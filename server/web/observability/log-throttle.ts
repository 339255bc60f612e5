// For a condition an attack repeats: the first line, then one summary with the count per interval.
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
