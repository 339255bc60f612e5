// The sandbox gateway's own record of monthly mandates, so "the next month" is decided by "the gateway".
import { randomInt } from "node:crypto";
import { compactStamp, ecpayDateTime } from "../payment/taipei-time.js";

export interface SandboxMandate {
  merchantTradeNo: string;
  amount: number;
  execTimes: number;
  /** The first one is the checkout itself. */
  successes: number;
  status: "running" | "completed" | "cancelled";
  log: SandboxAuthorisation[];
}

export interface SandboxAuthorisation {
  gwsr: string;
  paid: boolean;
  processDate: string;
  tradeNo: string;
}

export interface SandboxCharge {
  mandate: SandboxMandate;
  gwsr: string;
  paid: boolean;
}

const MAX_MANDATES = 10_000;
/** As a gateway stops charging a card that keeps declining; keeps a mandate's log bounded too. */
export const MAX_DECLINES_IN_A_ROW = 12;

export function sandboxMandates() {
  const mandates = new Map<string, SandboxMandate>();
  return {
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
    /** Null when the gateway runs no such mandate any more. */
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

function newTradeNo(now: Date): string {
  return `${compactStamp(now)}${String(randomInt(10_000)).padStart(4, "0")}`;
}

function newGwsr(): string {
  return String(10_000_000 + randomInt(89_999_999));
}
