// Monthly mandates on a real database: opened on the first order, each later month stored once (by Gwsr, a
// decline from the log adopting the one a notice reported without), the last month or a shorter ECPay count
// ending a running mandate, and the due list for the reconciliation query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { donationStore, type DonationStore } from "../../../server/content-service/donations/donation-store.js";
import {
  mandateStore,
  type Mandate,
  type MandateStore,
  type PeriodCharge,
} from "../../../server/content-service/donations/mandate-store.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";

const temp = tempDbFile();
let db: ContentDb;
let donations: DonationStore;
let mandates: MandateStore;
beforeAll(() => {
  db = openDemoDb(temp.file);
  donations = donationStore(db);
  mandates = mandateStore(db);
});
afterAll(() => {
  db.close();
  temp.remove();
});

const START = new Date("2030-01-05T02:00:00.000Z");
const month = (n: number) => new Date(Date.UTC(2030, n - 1, 5, 2));

/** A first card order with a mandate of `execTimes` months; paid unless told otherwise. */
function opened(execTimes: number, { paid = true } = {}): Mandate {
  const tradeNo = donations.insert(
    {
      method: "Credit",
      amount: 500,
      donorName: "王小明",
      phone: "0912345678",
      activityType: "normal",
      charityId: 1,
      charityActivityId: null,
      itemName: "捐款－一般捐款",
      receipt: null,
      returnPath: "/charity4?id=1",
    },
    START,
  );
  mandates.open(tradeNo, 500, execTimes, START);
  if (paid) donations.markPaid(tradeNo, { gatewayTradeNo: `G${tradeNo}`, rtnCode: "1", rtnMsg: "交易成功" }, START);
  const mandate = mandates.find(tradeNo);
  if (!mandate) throw new Error("no mandate opened");
  return mandate;
}

const charge = (chargeNo: number, change: Partial<PeriodCharge> = {}): PeriodCharge => ({
  gwsr: `${9000 + chargeNo}`,
  tradeNo: `2602${String(chargeNo).padStart(12, "0")}`,
  processDate: `2030/0${chargeNo}/05 10:00:00`,
  paid: true,
  chargeNo,
  amount: 500,
  rtnCode: "1",
  rtnMsg: "交易成功",
  ...change,
});

type ChargeRow = { status: string; charge_no: number; period_gwsr: string | null; period_trade_no: string | null };
const rows = (mandate: Mandate) =>
  db
    .prepare<[number], ChargeRow & { donor_name: string; amount: number }>(
      `SELECT status, charge_no, period_gwsr, period_trade_no, donor_name, amount FROM donations
       WHERE mandate_id = ? ORDER BY id`,
    )
    .all(mandate.id);

describe("open and find", () => {
  it("opens a pending mandate named by the first order, which becomes its charge 1", () => {
    const mandate = opened(6, { paid: false });
    expect(mandate).toMatchObject({ amount: 500, execTimes: 6, status: "pending", chargesPaid: 0 });
    expect(rows(mandate)).toEqual([
      { status: "pending", charge_no: 1, period_gwsr: null, period_trade_no: null, donor_name: "王小明", amount: 500 },
    ]);
    expect(mandates.find("DNOSUCHORDER00001")).toBeNull();
  });
});

describe("recordCharge", () => {
  it("stores a month once, copied from the first order, and counts it", () => {
    const mandate = opened(6);
    expect(mandate.status).toBe("active");
    expect(mandates.recordCharge(mandate, charge(2), month(2))).toBe("recorded");
    expect(mandates.recordCharge(mandate, charge(2), month(2))).toBe("repeated");
    expect(rows(mandate).slice(1)).toEqual([
      {
        status: "paid",
        charge_no: 2,
        period_gwsr: "9002",
        period_trade_no: "2602000000000002",
        donor_name: "王小明",
        amount: 500,
      },
    ]);
    expect(mandates.find(mandate.merchantTradeNo)).toMatchObject({ status: "active", chargesPaid: 2 });
  });

  it("fills in the TradeNo a repeated month lacked", () => {
    const mandate = opened(6);
    expect(mandates.recordCharge(mandate, charge(2, { tradeNo: null }), month(2))).toBe("recorded");
    expect(rows(mandate)[1]?.period_trade_no).toBeNull();
    expect(mandates.recordCharge(mandate, charge(2), month(2))).toBe("repeated");
    expect(rows(mandate)[1]?.period_trade_no).toBe("2602000000000002");
  });

  it("a decline does not count; one from the log adopts the decline reported without a Gwsr", () => {
    const mandate = opened(6);
    const declined = charge(2, { paid: false, rtnCode: "10100058", rtnMsg: "失敗" });
    expect(mandates.recordCharge(mandate, { ...declined, gwsr: null, tradeNo: null }, month(2))).toBe("recorded");
    expect(mandates.recordCharge(mandate, declined, month(3), { fromLog: true })).toBe("repeated");
    expect(rows(mandate).slice(1)).toEqual([
      {
        status: "failed",
        charge_no: 2,
        period_gwsr: "9002",
        period_trade_no: "2602000000000002",
        donor_name: "王小明",
        amount: 500,
      },
    ]);
    expect(mandates.find(mandate.merchantTradeNo)?.chargesPaid).toBe(1);
  });

  it("the last month completes a running mandate", () => {
    const mandate = opened(3);
    mandates.recordCharge(mandate, charge(2), month(2));
    expect(mandates.find(mandate.merchantTradeNo)?.status).toBe("active");
    mandates.recordCharge(mandate, charge(3), month(3));
    expect(mandates.find(mandate.merchantTradeNo)).toMatchObject({ status: "completed", chargesPaid: 3 });
  });
});

describe("adoptExecTimes and end", () => {
  it("takes a count of 2 to 99 that differs, completing a mandate already paid that far", () => {
    const mandate = opened(6);
    mandates.recordCharge(mandate, charge(2), month(2));
    for (const refused of [1, 100, 2.5, 6]) expect(mandates.adoptExecTimes(mandate, refused, month(3))).toBe(false);
    expect(mandates.adoptExecTimes(mandate, 4, month(3))).toBe(true);
    expect(mandates.find(mandate.merchantTradeNo)).toMatchObject({ execTimes: 4, status: "active" });
    expect(mandates.adoptExecTimes(mandate, 2, month(3))).toBe(true);
    expect(mandates.find(mandate.merchantTradeNo)).toMatchObject({ execTimes: 2, status: "completed" });
  });

  it("ends a pending or running mandate once, never an ended one", () => {
    const mandate = opened(6);
    expect(mandates.end(mandate.merchantTradeNo, "stopped", month(2))).toBe(true);
    expect(mandates.find(mandate.merchantTradeNo)?.status).toBe("stopped");
    expect(mandates.end(mandate.merchantTradeNo, "completed", month(3))).toBe(false);
    expect(mandates.find(mandate.merchantTradeNo)?.status).toBe("stopped");
  });
});

describe("dueForQuery and markChecked", () => {
  it("lists a running mandate not charged since `before`, and an ended one whose month lacks a TradeNo", () => {
    const due = (checkedBefore = month(12)) =>
      mandates.dueForQuery(month(2), checkedBefore, month(1), 500).map((m) => m.merchantTradeNo);
    const quiet = opened(6);
    const charged = opened(6);
    mandates.recordCharge(charged, charge(3), month(3));
    const stoppedWithoutTradeNo = opened(6);
    mandates.recordCharge(stoppedWithoutTradeNo, charge(3, { tradeNo: null }), month(3));
    mandates.end(stoppedWithoutTradeNo.merchantTradeNo, "stopped", month(3));
    const stopped = opened(6);
    mandates.end(stopped.merchantTradeNo, "stopped", month(2));

    expect(due()).toEqual(expect.arrayContaining([quiet.merchantTradeNo, stoppedWithoutTradeNo.merchantTradeNo]));
    expect(due()).not.toContain(charged.merchantTradeNo);
    expect(due()).not.toContain(stopped.merchantTradeNo);

    mandates.markChecked(quiet, month(6));
    expect(due(month(5))).not.toContain(quiet.merchantTradeNo);
    expect(due(month(6))).toContain(quiet.merchantTradeNo);
  });
});
