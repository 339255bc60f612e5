// The reconciliation job's settings (RECONCILE_*, PAYMENT_QUERY_TIMEOUT_MS).

export interface ReconciliationConfig {
  intervalMs: number;
  /** Callbacks normally arrive within seconds. */
  afterMs: number;
  /** Orders asked about per run, at most: one slow gateway never holds a long queue of calls. */
  batch: number;
  queryTimeoutMs: number;
}

type Read = (name: string, fallback: string) => string;
type Check = (ok: boolean, message: string) => void;

const MINUTE = 60_000;

export function loadReconciliationConfig(read: Read, check: Check): ReconciliationConfig {
  const number = (name: string, fallback: number, min: number, max: number, allowZero = false): number => {
    const text = read(name, String(fallback));
    const value = Number(text);
    const ok = /^\d{1,10}$/.test(text) && ((value >= min && value <= max) || (allowZero && value === 0));
    check(ok, `${name} must be a whole number from ${min} to ${max}${allowZero ? " (or 0)" : ""} (got "${text}")`);
    return ok ? value : fallback;
  };
  return {
    intervalMs: number("RECONCILE_INTERVAL_MS", 5 * MINUTE, 1000, 24 * 60 * MINUTE, true),
    afterMs: number("RECONCILE_AFTER_MS", 15 * MINUTE, 0, 7 * 24 * 60 * MINUTE),
    batch: number("RECONCILE_BATCH", 20, 1, 500),
    queryTimeoutMs: number("PAYMENT_QUERY_TIMEOUT_MS", 10_000, 1000, 60_000),
  };
}
