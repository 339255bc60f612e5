// Asks ECPay about silent mandates and months stored without a TradeNo (docs/donations.md, monthly gifts).
// No schedule of its own: the reconciliation job runs it after the orders, under that job's lease.
import type { Logger } from "pino";
import type { Mandate, MandateStore } from "../donations/mandate-store.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";
import { termChanges, warnTermChanges } from "./period-terms.js";
import { queryPeriodInfo, type PeriodInfo } from "./query-period-info.js";

export const MANDATE_SILENT_AFTER_MS = 35 * 24 * 3_600_000;
/** A still-silent mandate (a declined card ECPay keeps retrying) is asked again once a day, not every run. */
export const MANDATE_RECHECK_AFTER_MS = 24 * 3_600_000;
/** Forty days: how long a month stored without its TradeNo keeps its mandate due (asked once a day). */
export const TRADE_NO_WANTED_FOR_MS = 40 * 24 * 3_600_000;

export interface MandateReconciliationDeps {
  mandates: MandateStore;
  payment: ResolvedPaymentConfig;
  periodQueryUrl: string;
  logger: Logger;
  batch: number;
  queryTimeoutMs: number;
  silentAfterMs?: number;
  recheckAfterMs?: number;
}

/** Resolves with the months recorded per mandate asked ("error" when no answer); `signal` stops between questions. */
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
  const tradeNoSince = new Date(now - TRADE_NO_WANTED_FOR_MS);
  for (const mandate of mandates.dueForQuery(silentSince, checkedBefore, tradeNoSince, deps.batch)) {
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

export function settleMandate(mandates: MandateStore, mandate: Mandate, info: PeriodInfo, logger: Logger, now: Date) {
  const tradeNo = mandate.merchantTradeNo;
  warnTermChanges(logger, tradeNo, termChanges(mandate, info.terms), "QueryCreditCardPeriodInfo");
  mandates.adoptExecTimes(mandate, info.terms.execTimes, now);
  if (info.skipped > 0) logger.warn({ tradeNo, skipped: info.skipped }, "mandate query: log entries without a month");
  const current = { ...mandate, execTimes: info.terms.execTimes };
  let recorded = 0;
  for (const month of info.months) {
    if (month.chargeNo > 99) continue;
    const charge = { ...month, rtnMsg: "QueryCreditCardPeriodInfo" };
    if (mandates.recordCharge(current, charge, now, { fromLog: true }) === "repeated") continue;
    recorded += 1;
    logger.info(
      { tradeNo, chargeNo: month.chargeNo, paid: month.paid, gwsr: month.gwsr, by: "reconciliation" },
      "monthly charge found",
    );
  }
  if (info.status !== "running" && mandates.end(tradeNo, info.status === "cancelled" ? "stopped" : "completed", now))
    logger.info({ tradeNo, status: info.status, by: "reconciliation" }, "mandate ended by the gateway");
  return recorded;
}
