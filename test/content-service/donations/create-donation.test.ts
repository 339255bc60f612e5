// createDonation on a real database: a monthly gift refused before anything is stored unless by card and
// offered, the target checked (charity, its activity, open), the order stored with its purpose, return path
// and mandate, and the checkout fields naming the stored order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DonationRequest } from "../../../shared/api/donation.js";
import { MESSAGES } from "../../../shared/lib/donation-rules.js";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { createDonation, type DonationDeps } from "../../../server/content-service/donations/create-donation.js";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import { mandateStore } from "../../../server/content-service/donations/mandate-store.js";
import { HttpError } from "../../../server/content-service/http/http-error.js";
import {
  ATM_REDIRECT_PATH,
  DEFAULT_EXPIRE_DAYS,
  DEFAULT_GRACE_MINUTES,
  resolveAtmConfig,
} from "../../../server/content-service/payment/atm-config.js";
import { albumQueries } from "../../../server/content-service/queries/album-queries.js";
import { charityQueries } from "../../../server/content-service/queries/charity-queries.js";
import { activityDonation, legacyDonation, normalDonation } from "../donation-bodies.js";
import { TEST_PAYMENT, tempDbFile, openDemoDb } from "../content-test-service.js";

const temp = tempDbFile();
let db: ContentDb;
let deps: DonationDeps;
beforeAll(() => {
  db = openDemoDb(temp.file);
  const atm = { paymentInfoUrl: null, clientRedirectUrl: ATM_REDIRECT_PATH, expireDays: DEFAULT_EXPIRE_DAYS };
  deps = {
    db,
    store: donationStore(db),
    mandates: mandateStore(db),
    charities: charityQueries(db, albumQueries(db)),
    payment: { ...TEST_PAYMENT, monthlyGiving: true },
    atm: resolveAtmConfig({ ...atm, expiryGraceMinutes: DEFAULT_GRACE_MINUTES }, TEST_PAYMENT.returnUrl),
  };
});
afterAll(() => {
  db.close();
  temp.remove();
});

const NOW = new Date("2030-06-01T02:00:00.000Z");
const monthly: DonationRequest = { ...normalDonation, period: { months: 12 } };
const count = (table: string) => db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get();
const stored = (tradeNo: string | undefined) =>
  db
    .prepare<
      [string],
      { payment_method: string; charity_id: number; charity_activity_id: number | null; item_name: string }
    >(
      `SELECT payment_method, charity_id, charity_activity_id, item_name, return_path, activity_type, donor_name,
         receipt_name FROM donations WHERE merchant_trade_no = ?`,
    )
    .get(tradeNo ?? "");

function refusal(run: () => unknown): string {
  const before = [count("donations"), count("donation_mandates")];
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect([count("donations"), count("donation_mandates")]).toEqual(before);
    return error instanceof HttpError ? `${error.status} ${error.message}` : "";
  }
  throw new Error("not refused");
}

describe("refused, with nothing stored", () => {
  it("a monthly gift by bank transfer, or while the merchant offers none", () => {
    expect(refusal(() => createDonation(deps, monthly, "ATM", NOW))).toBe(`400 ${MESSAGES.monthlyBankTransfer}`);
    const closed = { ...deps, payment: { ...deps.payment, monthlyGiving: false } };
    expect(refusal(() => createDonation(closed, monthly, "Credit", NOW))).toBe(`400 ${MESSAGES.monthlyClosed}`);
  });

  it("an unknown charity, an activity not the charity's, a closed activity", () => {
    const to = (body: DonationRequest) => () => createDonation(deps, body, "Credit", NOW);
    expect(refusal(to({ ...normalDonation, charityID: 42 }))).toBe(`400 ${MESSAGES.charity}`);
    expect(refusal(to({ ...activityDonation, charityActivityID: 999 }))).toBe(`400 ${MESSAGES.activity}`);
    expect(refusal(to({ ...activityDonation, charityActivityID: 23 }))).toBe("400 此活動目前未開放捐款");
  });
});

describe("stored and signed", () => {
  it("an activity gift: its name as the item, its page as the return path, the charity in TradeDesc", () => {
    const fields = createDonation(deps, activityDonation, "Credit", NOW);
    const title = db.prepare<[], string>("SELECT title FROM charities WHERE id = 1").pluck().get();
    const activity = db.prepare<[], string>("SELECT name FROM charity_activities WHERE id = 21").pluck().get();
    expect(fields).toMatchObject({
      TotalAmount: "600",
      ChoosePayment: "Credit",
      ItemName: `捐款－${activity}`,
      TradeDesc: `${title}線上捐款`,
      ClientBackURL: "/charity4?id=1&activityID=21",
    });
    expect(stored(fields.MerchantTradeNo)).toEqual({
      payment_method: "Credit",
      charity_id: 1,
      charity_activity_id: 21,
      item_name: `捐款－${activity}`,
      return_path: "/charity4?id=1&activityID=21",
      activity_type: "activity",
      donor_name: "王小明",
      receipt_name: "王小明",
    });
  });

  it("a funeral gift, a normal one, and the older page's (always charity 1) name their purpose", () => {
    const funeral = createDonation(deps, { ...normalDonation, activityType: "funeral" }, "ATM", NOW);
    expect(stored(funeral.MerchantTradeNo)).toMatchObject({ item_name: "捐款－喪葬專戶(不指定個案)" });
    expect(funeral.ChoosePayment).toBe("ATM");
    const legacy = createDonation(deps, legacyDonation, "Credit", NOW);
    expect(stored(legacy.MerchantTradeNo)).toMatchObject({
      payment_method: "Credit",
      charity_id: 1,
      charity_activity_id: null,
      item_name: "捐款－一般捐款(不指定用途)",
      return_path: "/charity4?id=1",
      activity_type: "normal",
      receipt_name: null,
    });
  });

  it("writes no '#' into ItemName or TradeDesc (ECPay's item separator)", () => {
    db.prepare("UPDATE charity_activities SET name = '冬#暖' WHERE id = 22").run();
    db.prepare("UPDATE charities SET title = '恆心#協會' WHERE id = 1").run();
    const fields = createDonation(deps, { ...activityDonation, charityActivityID: 22 }, "Credit", NOW);
    expect(fields.ItemName).toBe("捐款－冬＃暖");
    expect(fields.TradeDesc).toBe("恆心＃協會線上捐款");
  });

  it("a monthly card gift opens its mandate and asks ECPay for that many months", () => {
    const fields = createDonation(deps, monthly, "Credit", NOW);
    expect(fields).toMatchObject({ ExecTimes: "12", PeriodType: "M", Frequency: "1", PeriodAmount: "1200" });
    expect(deps.mandates.find(fields.MerchantTradeNo ?? "")).toMatchObject({
      amount: 1200,
      execTimes: 12,
      status: "pending",
    });
    const once = createDonation(deps, normalDonation, "Credit", NOW);
    expect(once.ExecTimes).toBeUndefined();
    expect(deps.mandates.find(once.MerchantTradeNo ?? "")).toBeNull();
  });
});
