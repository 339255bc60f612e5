// The sandbox gateway's own record of the monthly mandates it authorised: how many months were paid and
// whether it still charges them, so "the next month" is decided by "the gateway", not by our tables. In
// memory and bounded, like the trade ledger (sandbox-ledger.ts).
import { randomInt } from "node:crypto";
import { compactStamp, ecpayDateTime } from "../payment/taipei-time.js";

export interface SandboxMandate {
  merchantTradeNo: string;
  amount: number;
  execTimes: number;
  /** Months charged so far (the first one is the checkout itself). */
  successes: number;
  status: "running" | "completed" | "cancelled";
  /** Every authorisation, oldest first (the checkout's first): what QueryCreditCardPeriodInfo lists. */
  log: SandboxAuthorisation[];
}

/** One authorisation as ECPay logs it: its Gwsr, result, ProcessDate and the month's own TradeNo. */
export interface SandboxAuthorisation {
  gwsr: string;
  paid: boolean;
  processDate: string;
  tradeNo: string;
}

/** One simulated charge: the mandate after it and the charge's Gwsr. */
export interface SandboxCharge {
  mandate: SandboxMandate;
  gwsr: string;
  paid: boolean;
}

const MAX_MANDATES = 10_000;
/**
 * Declined months in a row after which the sandbox gives a mandate up, as a gateway stops charging a card
 * that keeps declining: a mandate's log (what QueryCreditCardPeriodInfo lists) stays bounded too.
 */
export const MAX_DECLINES_IN_A_ROW = 12;

export function sandboxMandates() {
  const mandates = new Map<string, SandboxMandate>();
  return {
    /** The first month was paid at checkout: the mandate runs from here. */
    started(merchantTradeNo: string, amount: number, execTimes: number): SandboxMandate {
      const known = mandates.get(merchantTradeNo);
      if (known) return known;
      if (mandates.size >= MAX_MANDATES) mandates.delete(mandates.keys().next().value ?? "");
      const mandate: SandboxMandate = {
        merchantTradeNo,
        amount,
        execTimes,
        successes: 1,
        status: "running",
        log: [authorisation(true, new Date())],
      };
      mandates.set(merchantTradeNo, mandate);
      return mandate;
    },
    /** Charges the next month (or fails to); null when the gateway runs no such mandate any more. */
    charge(merchantTradeNo: string, paid: boolean): SandboxCharge | null {
      const mandate = mandates.get(merchantTradeNo);
      if (!mandate || mandate.status !== "running") return null;
      if (paid) mandate.successes += 1;
      const charged = authorisation(paid, new Date());
      const gwsr = charged.gwsr;
      mandate.log.push(charged);
      if (mandate.successes >= mandate.execTimes) mandate.status = "completed";
      else if (declinesInARow(mandate.log) >= MAX_DECLINES_IN_A_ROW) mandate.status = "cancelled";
      // As it stood after this charge: the page and notice of this month, whatever later months change.
      return { mandate: { ...mandate }, gwsr, paid };
    },
    /** CreditCardPeriodAction Cancel: no further charge. False when it was not running. */
    cancel(merchantTradeNo: string): boolean {
      const mandate = mandates.get(merchantTradeNo);
      if (!mandate || mandate.status !== "running") return false;
      mandate.status = "cancelled";
      return true;
    },
    find(merchantTradeNo: string): SandboxMandate | null {
      return mandates.get(merchantTradeNo) ?? null;
    },
  };
}
export type SandboxMandates = ReturnType<typeof sandboxMandates>;

function declinesInARow(log: SandboxMandate["log"]): number {
  let count = 0;
  for (let i = log.length - 1; i >= 0 && !log[i]?.paid; i--) count += 1;
  return count;
}

function authorisation(paid: boolean, now: Date): SandboxAuthorisation {
  return { gwsr: newGwsr(), paid, processDate: ecpayDateTime(now), tradeNo: newTradeNo(now) };
}

/** An ECPay TradeNo: yyMMddHHmmss and four more digits. */
function newTradeNo(now: Date): string {
  return `${compactStamp(now)}${String(randomInt(10_000)).padStart(4, "0")}`;
}

/** The sandbox's authorisation number (ECPay's Gwsr): eight digits. */
function newGwsr(): string {
  return String(10_000_000 + randomInt(89_999_999));
}
