import { describe, expect, it } from "vitest";
import { loadReconciliationConfig } from "../../../../server/content-service/payment/reconciliation-config.js";

function load(env: Record<string, string>) {
  const problems: string[] = [];
  const config = loadReconciliationConfig(
    (name, fallback) => env[name] ?? fallback,
    (ok, message) => {
      if (!ok) problems.push(message);
    },
  );
  return { config, problems };
}

describe("loadReconciliationConfig", () => {
  it("defaults: every 5 minutes, orders pending 15 minutes, 20 a run, a 10 s query deadline", () => {
    expect(load({})).toEqual({
      config: { intervalMs: 300_000, afterMs: 900_000, batch: 20, queryTimeoutMs: 10_000 },
      problems: [],
    });
  });

  it("reads whole numbers at the bounds; only the interval may be 0 (off)", () => {
    const env = {
      RECONCILE_INTERVAL_MS: "0",
      RECONCILE_AFTER_MS: "0",
      RECONCILE_BATCH: "500",
      PAYMENT_QUERY_TIMEOUT_MS: "1000",
    };
    expect(load(env)).toEqual({
      config: { intervalMs: 0, afterMs: 0, batch: 500, queryTimeoutMs: 1000 },
      problems: [],
    });
  });

  it("lists every bad value with its range, keeping the defaults", () => {
    const { config, problems } = load({
      RECONCILE_INTERVAL_MS: "999",
      RECONCILE_AFTER_MS: "-1",
      RECONCILE_BATCH: "0",
      PAYMENT_QUERY_TIMEOUT_MS: "1e4",
    });
    expect(config).toEqual({ intervalMs: 300_000, afterMs: 900_000, batch: 20, queryTimeoutMs: 10_000 });
    expect(problems).toEqual([
      'RECONCILE_INTERVAL_MS must be a whole number from 1000 to 86400000 (or 0) (got "999")',
      'RECONCILE_AFTER_MS must be a whole number from 0 to 604800000 (got "-1")',
      'RECONCILE_BATCH must be a whole number from 1 to 500 (got "0")',
      'PAYMENT_QUERY_TIMEOUT_MS must be a whole number from 1000 to 60000 (got "1e4")',
    ]);
  });
});
