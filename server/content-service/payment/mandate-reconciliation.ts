// Monthly mandates ECPay has not told us about for a while (a PeriodReturnURL notice lost) are asked of the
// gateway (QueryCreditCardPeriodInfo, one at a time, a bounded batch per run, each at most once a day): every month in its log is
// recorded once (mandate-store.ts: a month already stored is "repeated"), and a mandate ECPay cancelled or
// finished ends here too. It has no schedule of its own: the reconciliation job runs it after the orders, under that job's lease.
import type { Logger } from "pino";
import type { Mandate, MandateStore } from "../donations/mandate-store.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";
import { queryPeriodInfo, type PeriodInfo } from "./query-period-info.js";

/** A month and a few days: a running mandate not heard of for this long is asked about. */
export const MANDATE_SILENT_AFTER_MS = 35 * 24 * 3_600_000;
/**
 * A day: a mandate still silent after an answer (a declined card ECPay keeps trying, a gateway that did
 * not answer) is asked again once a day, not at every run of the job.
 */
export const MANDATE_RECHECK_AFTER_MS = 24 * 3_600_000;

export interface MandateReconciliationDeps {
  mandates: MandateStore;
  payment: ResolvedPaymentConfig;
  /** ECPay's QueryCreditCardPeriodInfo (the sandbox's own beside it). */
  periodQueryUrl: string;
  logger: Logger;
  batch: number;
  queryTimeoutMs: number;
  silentAfterMs?: number;
  recheckAfterMs?: number;
}

/**
 * One run: asks about each due mandate in turn and settles what the gateway says; resolves with the
 * months recorded per mandate asked about ("error" when no answer). `signal` ends it between questions.
 */
export async function reconcileMandates(
  deps: MandateReconciliationDeps,
  signal: AbortSignal,
): Promise<Map<string, number | "error">> {
  const { mandates, logger } = deps;
  const target = { ...deps.payment, periodQueryUrl: deps.periodQueryUrl, timeoutMs: deps.queryTimeoutMs };
  const outcome = new Map<string, number | "error">();
  const now = Date.now();
  const silentSince = new Date(now - (deps.silentAfterMs ?? MANDATE_SILENT_AFTER_MS));
  const checkedBefore = new Date(now - (deps.recheckAfterMs ?? MANDATE_RECHECK_AFTER_MS));
  for (const mandate of mandates.silentSince(silentSince, checkedBefore, deps.batch)) {
    if (signal.aborted) break;
    const tradeNo = mandate.merchantTradeNo;
    const expected = { tradeNo, amount: mandate.amount, execTimes: mandate.execTimes };
    try {
      const info = await queryPeriodInfo(expected, target, { signal });
      if (signal.aborted) break;
      outcome.set(tradeNo, settleMandate(mandates, mandate, info, logger, new Date()));
    } catch (error) {
      if (signal.aborted) break;
      logger.warn(
        { tradeNo, reason: error instanceof Error ? error.message : String(error) },
        "mandate query: no answer",
      );
      outcome.set(tradeNo, "error");
    }
    mandates.markChecked(mandate, new Date());
  }
  if (outcome.size > 0) logger.info({ outcome: Object.fromEntries(outcome) }, "mandate reconciliation run");
  return outcome;
}

/** Records every later month in the gateway's log (once), ends the mandate as the gateway says; the count recorded. */
export function settleMandate(mandates: MandateStore, mandate: Mandate, info: PeriodInfo, logger: Logger, now: Date) {
  const tradeNo = mandate.merchantTradeNo;
  let paidMonths = 0;
  let recorded = 0;
  for (const entry of info.log) {
    if (entry.paid) paidMonths += 1;
    const chargeNo = entry.paid ? paidMonths : paidMonths + 1;
    // The first month is the mandate's own order, settled by ReturnURL or QueryTradeInfo.
    if (chargeNo <= 1 || chargeNo > mandate.execTimes) continue;
    const charge = {
      gwsr: entry.gwsr,
      paid: entry.paid,
      chargeNo,
      rtnCode: entry.rtnCode,
      rtnMsg: "QueryCreditCardPeriodInfo",
    };
    if (mandates.recordCharge(mandate, charge, now) === "repeated") continue;
    recorded += 1;
    logger.info(
      { tradeNo, chargeNo, paid: entry.paid, gwsr: entry.gwsr, by: "reconciliation" },
      "monthly charge found",
    );
  }
  if (info.status !== "running" && mandates.end(tradeNo, info.status === "cancelled" ? "stopped" : "completed", now))
    logger.info({ tradeNo, status: info.status, by: "reconciliation" }, "mandate ended by the gateway");
  return recorded;
}
