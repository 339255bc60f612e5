// ATM orders on a real database: the virtual account is stored once and only on an ATM order, the transfer
// carries the charity and nothing of the donor, and the overdue list holds only pending ATM orders past their
// deadline (or, without an account, created before the cutoff), oldest first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { atmStore, type AtmStore, type VirtualAccount } from "../../../server/content-service/donations/atm-store.js";
import { donationStore, type DonationStore } from "../../../server/content-service/donations/donation-store.js";
import type { EcpayChoosePayment } from "../../../server/content-service/payment/payment-config.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";
import { newDonation } from "../donation-rows.js";

const temp = tempDbFile();
let db: ContentDb;
let donations: DonationStore;
let atm: AtmStore;
beforeAll(() => {
  db = openDemoDb(temp.file);
  donations = donationStore(db);
  atm = atmStore(db);
});
afterAll(() => {
  db.close();
  temp.remove();
});

const order = (method: EcpayChoosePayment, createdAt: Date): string =>
  donations.insert(newDonation(method, 700), createdAt);

const account = (vAccount: string, expiresAt: string): VirtualAccount => ({
  bankCode: "812",
  vAccount,
  expireDate: "2030/06/04",
  expiresAt: new Date(expiresAt),
});
const NOW = new Date("2030-06-01T02:00:00.000Z");

describe("recordAccount", () => {
  it("stores the first account on an ATM order and keeps it against a second", () => {
    const tradeNo = order("ATM", NOW);
    expect(atm.find(tradeNo)?.account).toBeNull();
    expect(atm.recordAccount(tradeNo, account("9103522175887271", "2030-06-04T15:59:59.000Z"), NOW)).toBe(true);
    expect(atm.recordAccount(tradeNo, account("9999999999999999", "2030-06-09T15:59:59.000Z"), NOW)).toBe(false);
    expect(atm.find(tradeNo)?.account).toEqual(account("9103522175887271", "2030-06-04T15:59:59.000Z"));
  });

  it("refuses a card order and an unknown number", () => {
    const card = order("Credit", NOW);
    expect(atm.recordAccount(card, account("9103522175887272", "2030-06-04T15:59:59.000Z"), NOW)).toBe(false);
    expect(atm.find(card)?.account).toBeNull();
    expect(atm.recordAccount("DNOSUCHORDER00001", account("1", "2030-06-04T15:59:59.000Z"), NOW)).toBe(false);
  });
});

describe("transfer", () => {
  it("gives the order, its charity and item, and no field about the donor", () => {
    const tradeNo = order("ATM", NOW);
    atm.recordAccount(tradeNo, account("9103522175887273", "2030-06-04T15:59:59.000Z"), NOW);
    const title = db.prepare<[], string>("SELECT title FROM charities WHERE id = 1").pluck().get();
    expect(title).toBeTruthy();
    expect(atm.transfer(tradeNo)).toEqual({
      merchantTradeNo: tradeNo,
      method: "ATM",
      amount: 700,
      status: "pending",
      account: account("9103522175887273", "2030-06-04T15:59:59.000Z"),
      charityTitle: title,
      itemName: "捐款－一般捐款",
    });
    expect(JSON.stringify(atm.transfer(tradeNo))).not.toMatch(/林美華|0912345678|重慶南路|0223456789/);
  });

  it("is null for an unknown number", () => {
    expect(atm.transfer("DNOSUCHORDER00002")).toBeNull();
    expect(atm.find("DNOSUCHORDER00002")).toBeNull();
  });
});

describe("overdue and markExpired", () => {
  const cutoff = new Date("2031-01-10T00:00:00.000Z");
  const createdCutoff = new Date("2031-01-05T00:00:00.000Z");
  const listed = () => atm.overdue(cutoff, createdCutoff).map((row) => row.tradeNo);

  it("lists pending ATM orders past their deadline, or made before the cutoff without an account, oldest first", () => {
    const pastDeadline = order("ATM", new Date("2031-01-06T00:00:00.000Z"));
    atm.recordAccount(pastDeadline, { ...account("1", "2031-01-09T15:59:59.000Z"), expireDate: "2031/01/09" }, NOW);
    const beforeDeadline = order("ATM", new Date("2031-01-02T00:00:00.000Z"));
    atm.recordAccount(beforeDeadline, account("2", "2031-01-10T15:59:59.000Z"), NOW);
    const noAccountOld = order("ATM", new Date("2031-01-04T00:00:00.000Z"));
    const noAccountNew = order("ATM", new Date("2031-01-05T00:00:00.000Z"));
    const card = order("Credit", new Date("2031-01-01T00:00:00.000Z"));
    const paid = order("ATM", new Date("2031-01-01T00:00:00.000Z"));
    donations.markPaid(paid, { gatewayTradeNo: "2601010000000001", rtnCode: "1", rtnMsg: "交易成功" }, NOW);

    const overdue = atm.overdue(cutoff, createdCutoff);
    expect(overdue.map((row) => row.tradeNo).filter((no) => [noAccountOld, pastDeadline].includes(no))).toEqual([
      noAccountOld,
      pastDeadline,
    ]);
    expect(overdue).toContainEqual({ tradeNo: pastDeadline, expireDate: "2031/01/09" });
    expect(overdue).toContainEqual({ tradeNo: noAccountOld, expireDate: null });
    for (const kept of [beforeDeadline, noAccountNew, card, paid]) expect(listed()).not.toContain(kept);
    expect(atm.overdue(cutoff, createdCutoff, 1)).toHaveLength(1);
  });

  it("expires a pending order once, and never a paid one", () => {
    const pending = order("ATM", NOW);
    expect(atm.markExpired(pending, NOW)).toBe(true);
    expect(atm.find(pending)?.status).toBe("expired");
    expect(atm.markExpired(pending, NOW)).toBe(false);
    expect(listed()).not.toContain(pending);

    const paid = order("ATM", NOW);
    donations.markPaid(paid, { gatewayTradeNo: "2601010000000002", rtnCode: "1", rtnMsg: "交易成功" }, NOW);
    expect(atm.markExpired(paid, NOW)).toBe(false);
    expect(atm.find(paid)?.status).toBe("paid");

    const failed = order("ATM", NOW);
    donations.markFailed(failed, { gatewayTradeNo: "2601010000000003", rtnCode: "10100058", rtnMsg: "失敗" }, NOW);
    expect(atm.find(failed)?.status).toBe("failed");
  });
});
