import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Mandate } from "../../../../server/content-service/donations/mandate-store.js";
import {
  TERMS_CHANGED_EVENT,
  termChanges,
  warnTermChanges,
} from "../../../../server/content-service/payment/period-terms.js";

const MANDATE: Mandate = {
  id: 1,
  merchantTradeNo: "D20260101000000ABCD",
  amount: 500,
  execTimes: 12,
  status: "active",
  chargesPaid: 3,
};
const SAME = { amount: 500, execTimes: 12, periodType: "M", frequency: "1" };

describe("termChanges", () => {
  it("finds nothing when ECPay reports the mandate's own terms", () => {
    expect(termChanges(MANDATE, SAME)).toEqual([]);
  });

  it("names each field that differs, ours beside ECPay's", () => {
    expect(termChanges(MANDATE, { amount: 800, execTimes: 6, periodType: "D", frequency: "30" })).toEqual([
      { field: "Amount", ours: "500", ecpay: "800" },
      { field: "PeriodType", ours: "M", ecpay: "D" },
      { field: "Frequency", ours: "1", ecpay: "30" },
      { field: "ExecTimes", ours: "12", ecpay: "6" },
    ]);
  });

  it("leaves the amount alone when ECPay does not report one", () => {
    expect(termChanges(MANDATE, { ...SAME, amount: null })).toEqual([]);
  });

  it("keeps at most 20 characters of what ECPay says", () => {
    const [change] = termChanges(MANDATE, { ...SAME, periodType: "M".repeat(50) });
    expect(change?.ecpay).toBe("M".repeat(20));
  });
});

describe("warnTermChanges", () => {
  it("logs one warning per change, with the counter's event name", () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) });
    const changes = termChanges(MANDATE, { ...SAME, amount: 800, execTimes: 6 });
    warnTermChanges(logger, MANDATE.merchantTradeNo, changes, "period-return");
    expect(lines.map((line): unknown => JSON.parse(line))).toMatchObject([
      { level: 40, event: TERMS_CHANGED_EVENT, tradeNo: MANDATE.merchantTradeNo, field: "Amount", by: "period-return" },
      { level: 40, event: TERMS_CHANGED_EVENT, field: "ExecTimes", ours: "12", ecpay: "6" },
    ]);
  });
});
