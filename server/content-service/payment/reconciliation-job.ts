// Callbacks get lost: a bounded batch of long-pending orders is asked of the gateway (QueryTradeInfo) on a
// timer, one run at a time, under the job lease. stop() cancels the call in flight; nothing is written after.
import type { Logger } from "pino";
import type { DonationStore } from "../donations/donation-store.js";
import type { JobLease } from "../jobs/job-lease.js";
import { startLeasedTimer } from "../jobs/leased-timer.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";
import { queryTradeInfo } from "./query-trade-info.js";
import type { ReconciliationConfig } from "./reconciliation-config.js";
import { settleFromTradeInfo, type Settlement } from "./settle-from-trade-info.js";

export const EXPIRED_RECHECK_MS = 3 * 24 * 3_600_000;

export interface ReconciliationJob {
  runOnce(): Promise<Map<string, Settlement | "error">>;
  stop(): void;
}

export interface ReconciliationDeps extends ReconciliationConfig {
  store: DonationStore;
  payment: ResolvedPaymentConfig;
  logger: Logger;
  lease?: JobLease | null;
  /** Further questions on the same schedule and lease, after the orders (the monthly mandates). */
  alsoRun?: (signal: AbortSignal) => Promise<unknown>;
}

export function startReconciliationJob(deps: ReconciliationDeps): ReconciliationJob {
  const { store, payment, logger } = deps;
  const stopping = new AbortController();
  let running: Promise<Map<string, Settlement | "error">> | null = null;
  const target = { ...payment, timeoutMs: deps.queryTimeoutMs };

  const run = async (): Promise<Map<string, Settlement | "error">> => {
    const outcome = new Map<string, Settlement | "error">();
    if (stopping.signal.aborted) return outcome;
    const now = Date.now();
    const due = store.pendingSince(new Date(now - deps.afterMs), deps.batch, new Date(now - EXPIRED_RECHECK_MS));
    for (const order of due) {
      if (stopping.signal.aborted) break;
      const tradeNo = order.merchantTradeNo;
      try {
        const info = await queryTradeInfo(tradeNo, target, { signal: stopping.signal });
        if (stopping.signal.aborted) break;
        const now = new Date();
        outcome.set(tradeNo, settleFromTradeInfo(store, order, info, { merchantId: payment.merchantId, now, logger }));
        store.markChecked(tradeNo, now);
      } catch (error) {
        if (stopping.signal.aborted) break;
        logger.warn(
          { tradeNo, reason: error instanceof Error ? error.message : String(error) },
          "reconciliation: no answer",
        );
        store.markChecked(tradeNo, new Date());
        outcome.set(tradeNo, "error");
      }
    }
    if (due.length > 0) logger.info({ asked: due.length, outcome: Object.fromEntries(outcome) }, "reconciliation run");
    if (deps.alsoRun && !stopping.signal.aborted)
      await deps.alsoRun(stopping.signal).catch((error: unknown) => {
        logger.error({ err: error }, "reconciliation: the further run failed");
      });
    return outcome;
  };

  const runOnce = (): Promise<Map<string, Settlement | "error">> => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  const stopTimer =
    deps.intervalMs > 0
      ? startLeasedTimer({
          intervalMs: deps.intervalMs,
          lease: deps.lease ?? null,
          logger,
          run: () => {
            if (!running) void runOnce();
          },
        })
      : null;

  return {
    runOnce,
    stop: () => {
      stopTimer?.();
      if (!stopping.signal.aborted) logger.info("reconciliation stopped");
      stopping.abort();
    },
  };
}
