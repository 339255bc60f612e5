// ECPay's back office can change a running mandate's terms: each difference is recorded as ECPay says and
// warned of (docs/donations.md, "When ECPay's back office changes a mandate").
import type { Logger } from "pino";
import type { Mandate } from "../donations/mandate-store.js";
import { MONTHLY } from "./period-checkout-fields.js";

export interface TermChange {
  field: "Amount" | "PeriodType" | "Frequency" | "ExecTimes";
  ours: string;
  ecpay: string;
}

export interface ReportedTerms {
  amount: number | null;
  execTimes: number;
  periodType: string;
  frequency: string;
}

/** For the log-based counter (docs/donations.md). */
export const TERMS_CHANGED_EVENT = "ecpay-period-terms-changed";

export function termChanges(mandate: Mandate, reported: ReportedTerms): TermChange[] {
  const pairs: [TermChange["field"], string, string | null][] = [
    ["Amount", String(mandate.amount), reported.amount === null ? null : String(reported.amount)],
    ["PeriodType", MONTHLY.PeriodType, reported.periodType],
    ["Frequency", MONTHLY.Frequency, reported.frequency],
    ["ExecTimes", String(mandate.execTimes), String(reported.execTimes)],
  ];
  return pairs.flatMap(([field, ours, ecpay]) =>
    ecpay === null || ecpay === ours ? [] : [{ field, ours, ecpay: ecpay.slice(0, 20) }],
  );
}

export function warnTermChanges(logger: Logger, tradeNo: string, changes: readonly TermChange[], by: string): void {
  for (const change of changes)
    logger.warn(
      { event: TERMS_CHANGED_EVENT, tradeNo, ...change, by },
      "monthly charge terms differ from the mandate's; recorded as ECPay reports them",
    );
}
