// ECPay QueryCreditCardPeriodInfo, server to server. The answer is unsigned JSON: believed only from the
// configured address and about our merchant and trade. Its log's quirks: docs/ecpay-stage.md.
import { z } from "zod";
import { readLimitedText } from "../../../shared/lib/read-limited-body.server.js";
import { withCheckMacValue, type MacKeys } from "./check-mac-value.js";
import type { ReportedTerms } from "./period-terms.js";

/** ECPay's ExecStatus: 0 cancelled, 1 running, 2 all months done. */
export type PeriodExecStatus = "cancelled" | "running" | "finished";

export interface PeriodLogMonth {
  chargeNo: number;
  paid: boolean;
  gwsr: string;
  tradeNo: string | null;
  amount: number;
  processDate: string;
  rtnCode: string;
}

export interface PeriodInfo {
  status: PeriodExecStatus;
  terms: ReportedTerms;
  /** Later months only (month 1 is the checkout), oldest first. */
  months: PeriodLogMonth[];
  skipped: number;
}

export interface PeriodQueryTarget extends MacKeys {
  periodQueryUrl: string;
  merchantId: string;
  timeoutMs: number;
}

export interface PeriodQuestion {
  tradeNo: string;
  amount: number;
  execTimes: number;
}

const MAX_ANSWER_BYTES = 64 * 1024;
const EXEC_STATUS: Record<string, PeriodExecStatus> = { "0": "cancelled", "1": "running", "2": "finished" };

export async function queryPeriodInfo(
  expected: PeriodQuestion,
  target: PeriodQueryTarget,
  options: { now?: Date; signal?: AbortSignal } = {},
): Promise<PeriodInfo> {
  return parsePeriodInfo(await askPeriodInfo(expected.tradeNo, target, options), expected, target.merchantId);
}

/** The raw answer (capped), for an operator to save. */
export async function askPeriodInfo(
  tradeNo: string,
  target: PeriodQueryTarget,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<string> {
  const deadline = AbortSignal.timeout(target.timeoutMs);
  const request = withCheckMacValue(
    {
      MerchantID: target.merchantId,
      MerchantTradeNo: tradeNo,
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
  return readLimitedText(response, MAX_ANSWER_BYTES);
}

/** ECPay writes numbers as JSON numbers or strings, and an absent value as "", 0 or null. */
const text = z
  .union([z.string().max(100), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.null()])
  .transform((value) => (value === null ? "" : String(value)));
const answerSchema = z.object({
  MerchantID: text,
  MerchantTradeNo: text,
  ExecStatus: text,
  PeriodType: text.optional(),
  Frequency: text.optional(),
  ExecTimes: text.optional(),
  PeriodAmount: text.optional(),
  gwsr: text.optional(),
  ExecLog: z.array(z.unknown()).max(1000),
});
const entrySchema = z.object({
  RtnCode: text.optional(),
  amount: text.optional(),
  gwsr: text.optional(),
  process_date: text.optional(),
  TradeNo: text.optional(),
});
type Entry = z.infer<typeof entrySchema>;

export function parsePeriodInfo(rawText: string, expected: PeriodQuestion, merchantId: string): PeriodInfo {
  const parsed = answerSchema.safeParse(JSON.parse(rawText));
  if (!parsed.success) throw new Error("answer is not a QueryCreditCardPeriodInfo answer");
  const body = parsed.data;
  if (body.MerchantID !== merchantId) throw new Error("answer names another merchant");
  if (body.MerchantTradeNo !== expected.tradeNo) throw new Error("answer names another trade");
  const status = EXEC_STATUS[body.ExecStatus];
  if (!status) throw new Error("answer without a known ExecStatus");
  const periodAmount = positive(body.PeriodAmount);
  const execTimes = positive(body.ExecTimes);
  const terms: ReportedTerms = {
    amount: periodAmount === null ? null : Number(periodAmount),
    execTimes: execTimes === null ? expected.execTimes : Number(execTimes),
    periodType: body.PeriodType ?? "M",
    frequency: body.Frequency ?? "1",
  };
  const { months, skipped } = laterMonths(body.ExecLog, positive(body.gwsr), expected.amount);
  return { status, terms, months, skipped };
}

interface Dated {
  entry: Entry;
  paid: boolean;
  gwsr: string | null;
  when: string;
}

function laterMonths(log: readonly unknown[], firstGwsr: string | null, fallbackAmount: number) {
  let skipped = 0;
  const dated: Dated[] = [];
  for (const raw of log) {
    const read = entrySchema.safeParse(raw);
    const when = read.success ? sortableDate(read.data.process_date ?? "") : null;
    if (!read.success || when === null) {
      skipped += 1;
      continue;
    }
    dated.push({ entry: read.data, paid: read.data.RtnCode === "1", gwsr: positive(read.data.gwsr), when });
  }
  dated.sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : 0));
  // ECPay's log has no promised order: the top-level gwsr names month 1 (else the earliest paid entry).
  const named = dated.find((item) => item.paid && item.gwsr !== null && item.gwsr === firstGwsr);
  const checkout = named ?? dated.find((item) => item.paid);
  let paidMonths = 1;
  const months: PeriodLogMonth[] = [];
  for (const item of dated) {
    if (item === checkout) continue;
    const amount = positive(item.entry.amount);
    // An entry naming no authorisation is skipped (netiCRM does the same).
    if (item.gwsr === null || (item.paid && amount === null)) {
      skipped += 1;
      continue;
    }
    if (item.paid) paidMonths += 1;
    const tradeNo = item.entry.TradeNo ?? "";
    months.push({
      chargeNo: item.paid ? paidMonths : paidMonths + 1,
      paid: item.paid,
      gwsr: item.gwsr,
      tradeNo: /^[0-9A-Za-z]{1,20}$/.test(tradeNo) ? tradeNo : null,
      amount: amount === null ? fallbackAmount : Number(amount),
      processDate: (item.entry.process_date ?? "").slice(0, 40),
      rtnCode: (item.entry.RtnCode ?? "").slice(0, 12),
    });
  }
  return { months, skipped };
}

function positive(value: string | undefined): string | null {
  return value !== undefined && /^\d{1,20}$/.test(value) && /[1-9]/.test(value) ? value.replace(/^0+/, "") : null;
}

/** process_date (yyyy/MM/dd HH:mm:ss, or with dashes) as a sortable string. */
function sortableDate(value: string): string | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!match) return null;
  const [, year = "", month = "", day = "", hour = "0", minute = "0", second = "0"] = match;
  return [year, month, day, hour, minute, second].map((part) => part.padStart(2, "0")).join("");
}
