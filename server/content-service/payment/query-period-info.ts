// ECPay QueryCreditCardPeriodInfo: the gateway's own word on a monthly mandate, asked server to server
// when no month has been heard of for a while. Signed request, a deadline on the whole call, the answer
// (JSON, unsigned: believed only from the configured address, and only about our merchant, this trade,
// its amount and its months) capped in size and read strictly.
import { readLimitedText } from "../../../shared/lib/read-limited-body.server.js";
import { withCheckMacValue, type MacKeys } from "./check-mac-value.js";

/** ECPay's ExecStatus: 0 cancelled, 1 running, 2 all months done. */
export type PeriodExecStatus = "cancelled" | "running" | "finished";

export interface PeriodLogEntry {
  paid: boolean;
  gwsr: string;
  rtnCode: string;
}

export interface PeriodInfo {
  status: PeriodExecStatus;
  /** Every authorisation ECPay made for the mandate, oldest first (the first one is the checkout). */
  log: PeriodLogEntry[];
}

export interface PeriodQueryTarget extends MacKeys {
  periodQueryUrl: string;
  merchantId: string;
  timeoutMs: number;
}

const MAX_ANSWER_BYTES = 64 * 1024;
const EXEC_STATUS: Record<string, PeriodExecStatus> = { "0": "cancelled", "1": "running", "2": "finished" };

export async function queryPeriodInfo(
  expected: { tradeNo: string; amount: number; execTimes: number },
  target: PeriodQueryTarget,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<PeriodInfo> {
  const deadline = AbortSignal.timeout(target.timeoutMs);
  const request = withCheckMacValue(
    {
      MerchantID: target.merchantId,
      MerchantTradeNo: expected.tradeNo,
      TimeStamp: String(Math.floor(now.getTime() / 1000)),
    },
    target,
  );
  const response = await fetch(target.periodQueryUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(request).toString(),
    redirect: "error",
    signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`gateway answered ${response.status}`);
  }
  return parsePeriodInfo(await readLimitedText(response, MAX_ANSWER_BYTES), expected, target.merchantId);
}

/** Reads an answer about `expected`; throws when it is not one. Pure, so odd answers are unit-tested. */
export function parsePeriodInfo(
  text: string,
  expected: { tradeNo: string; amount: number; execTimes: number },
  merchantId: string,
): PeriodInfo {
  const body: unknown = JSON.parse(text);
  if (!isRecord(body)) throw new Error("answer is not an object");
  if (textOf(body.MerchantID) !== merchantId) throw new Error("answer names another merchant");
  if (textOf(body.MerchantTradeNo) !== expected.tradeNo) throw new Error("answer names another trade");
  if (textOf(body.PeriodAmount) !== String(expected.amount)) throw new Error("answer's PeriodAmount differs");
  if (textOf(body.ExecTimes) !== String(expected.execTimes)) throw new Error("answer's ExecTimes differs");
  const status = EXEC_STATUS[textOf(body.ExecStatus) ?? ""];
  if (!status) throw new Error("answer without a known ExecStatus");
  if (!Array.isArray(body.ExecLog) || body.ExecLog.length > 1000) throw new Error("answer without an ExecLog");
  const log = body.ExecLog.map((entry: unknown): PeriodLogEntry => {
    if (!isRecord(entry)) throw new Error("ExecLog entry is not an object");
    const rtnCode = textOf(entry.RtnCode) ?? "";
    const gwsr = textOf(entry.gwsr) ?? "";
    if (!/^\d{1,10}$/.test(rtnCode) || !/^\d{1,20}$/.test(gwsr)) throw new Error("ExecLog entry malformed");
    if (rtnCode === "1" && textOf(entry.amount) !== String(expected.amount)) throw new Error("ExecLog amount differs");
    return { paid: rtnCode === "1", gwsr, rtnCode };
  });
  return { status, log };
}

/** A string or a whole number as text; null for anything else. */
function textOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
