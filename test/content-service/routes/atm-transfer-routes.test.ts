// POST /api/website/getAtmTransfer: an ATM order's charity, item, amount, status and account with its Taipei
// deadline, never the donor; a number in another format 400, a card order or one not ours 404, all unstored.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atmStore } from "../../../server/content-service/donations/atm-store.js";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import type { EcpayChoosePayment } from "../../../server/content-service/payment/payment-config.js";
import { testService, type TestService } from "../content-test-service.js";
import { insertDonation, newDonation } from "../donation-rows.js";

let service: TestService;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());

const NOW = new Date("2030-06-01T02:00:00.000Z");
const order = (method: EcpayChoosePayment): string => donationStore(service.db).insert(newDonation(method, 900), NOW);
const ask = (orderNo: unknown) => request(service.app).post("/api/website/getAtmTransfer").send({ orderNo });

describe("an ATM order", () => {
  it("answers its transfer with the account's deadline in Taipei time, uncached, and nothing of the donor", async () => {
    const tradeNo = order("ATM");
    const account = { bankCode: "812", vAccount: "9103522175887271", expireDate: "2030/06/04" };
    atmStore(service.db).recordAccount(tradeNo, { ...account, expiresAt: new Date("2030-06-04T15:59:59Z") }, NOW);
    const title = service.db.prepare<[], string>("SELECT title FROM charities WHERE id = 1").pluck().get();

    const response = await ask(tradeNo);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toEqual({
      data: {
        orderNo: tradeNo,
        charityTitle: title,
        itemName: "捐款－一般捐款",
        amount: 900,
        status: "pending",
        account: { bankCode: "812", vAccount: "9103522175887271", deadline: "2030-06-04T23:59:59+08:00" },
      },
    });
    expect(response.text).not.toMatch(/林美華|0912345678|重慶南路|0223456789|2030\/06\/04/);
  });

  it("answers account null before one is issued", async () => {
    const response = await ask(order("ATM"));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { status: "pending", account: null } });
  });
});

describe("refused", () => {
  it.each([
    ["a number", 12345],
    ["nothing", undefined],
    ["a space", "D 1"],
    ["33 characters", "D".repeat(33)],
  ])("400 for %s", async (_label, orderNo) => {
    const response = await ask(orderNo);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "訂單編號格式不正確" });
  });

  it("one 404 for a card order, an unknown number and one in an order-number format that is not ours", async () => {
    const notOurs = insertDonation(service.db, { merchant_trade_no: "OLD_0001", payment_method: "ATM" });
    for (const orderNo of [order("Credit"), "DNOSUCHORDER00001", notOurs.merchant_trade_no]) {
      const response = await ask(orderNo);
      expect(response.status, orderNo).toBe(404);
      expect(response.body).toEqual({ message: "找不到這筆轉帳資料" });
    }
  });
});
