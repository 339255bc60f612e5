// POST /api/payment/ecpay/return: only a genuine callback for the right merchant and amount changes an
// order; RtnCode=1 marks it paid exactly once; forged, tampered and simulated callbacks change nothing.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withCheckMacValue, type FormFields } from "../../../server/content-service/payment/check-mac-value.js";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import { sponsorResponse } from "../../../shared/api/sponsor.server.js";
import { normalDonation } from "../donation-bodies.js";
import { testService, type TestService } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

let service: TestService;
let checkout: FormFields;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());
beforeEach(async () => {
  const response = await request(service.app)
    .post("/api/homepage/donate")
    .send({ ...normalDonation, name: "回呼測試" });
  checkout = hiddenFields(response.text);
});

const state = () =>
  service.db
    .prepare<[string], { status: string; paid_at: string | null }>(
      "SELECT status, paid_at FROM donations WHERE merchant_trade_no = ?",
    )
    .get(checkout.MerchantTradeNo ?? "");
const callback = (fields: FormFields) =>
  request(service.app).post("/api/payment/ecpay/return").type("form").send(fields);
const genuine = (paid = true) => callbackFields(checkout, paid, service.payment, new Date());
const totalSponsors = async () =>
  sponsorResponse.parse((await request(service.app).get("/api/homepage/sponsor")).body).data.Total;

describe("a genuine callback", () => {
  it("RtnCode=1 marks the order paid once; repeats answer 1|OK and change nothing", async () => {
    const sponsorsBefore = await totalSponsors();
    const first = await callback(genuine());
    expect(first.status).toBe(200);
    expect(first.text).toBe("1|OK");
    const paid = state();
    expect(paid?.status).toBe("paid");
    for (let i = 0; i < 3; i += 1) {
      const again = await callback(genuine());
      expect(again.text).toBe("1|OK");
    }
    await callback(genuine(false));
    expect(state()).toEqual(paid);
    expect(await totalSponsors()).toBe(sponsorsBefore + 1);
  });

  it("a failure is recorded; a later success still pays", async () => {
    expect((await callback(genuine(false))).text).toBe("1|OK");
    expect(state()?.status).toBe("failed");
    expect((await callback(genuine(true))).text).toBe("1|OK");
    expect(state()?.status).toBe("paid");
  });

  it("SimulatePaid=1 is acknowledged but not paid", async () => {
    const simulated = withCheckMacValue({ ...genuine(), SimulatePaid: "1" }, service.payment);
    expect((await callback(simulated)).text).toBe("1|OK");
    expect(state()?.status).toBe("pending");
  });
});

describe("a callback that must change nothing (400, 0|...)", () => {
  const rejected = async (fields: FormFields) => {
    const response = await callback(fields);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/^0\|/);
    expect(state()).toEqual({ status: "pending", paid_at: null });
  };

  it("forged: wrong CheckMacValue", async () => {
    await rejected({ ...genuine(), CheckMacValue: "0".repeat(64) });
  });

  it("forged: signed with another key", async () => {
    await rejected(withCheckMacValue(genuine(), { hashKey: "attackerKey00000", hashIV: "attackerIV000000" }));
  });

  it("tampered amount without re-signing", async () => {
    await rejected({ ...genuine(), TradeAmt: "1" });
  });

  it("a signed callback whose amount is not the order's", async () => {
    await rejected(withCheckMacValue({ ...genuine(), TradeAmt: "1" }, service.payment));
  });

  it("another merchant", async () => {
    await rejected(withCheckMacValue({ ...genuine(), MerchantID: "2000132" }, service.payment));
  });

  it("unknown order, missing fields, repeated fields", async () => {
    await rejected(withCheckMacValue({ ...genuine(), MerchantTradeNo: "NOPE0000000000000000" }, service.payment));
    await rejected({});
    const response = await request(service.app)
      .post("/api/payment/ecpay/return")
      .type("form")
      .send(`${new URLSearchParams(genuine()).toString()}&RtnCode=1`);
    expect(response.status).toBe(400);
    expect(state()?.status).toBe("pending");
  });
});
