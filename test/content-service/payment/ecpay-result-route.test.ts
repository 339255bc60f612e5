// POST /api/payment/ecpay/result (OrderResultURL): ECPay's browser post after a credit-card payment. Only
// a verified post for our merchant, a stored order and its amount, seen once, is answered with the
// order's page; forged, tampered, replayed and foreign posts get the failure box; no post ever settles.
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withCheckMacValue, type FormFields } from "../../../server/content-service/payment/check-mac-value.js";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import { activityDonation } from "../donation-bodies.js";
import { testService, type TestService } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

let service: TestService;
let checkout: FormFields;
/** Log lines as pino wrote them, parsed; the tests match them with objectContaining. */
const logs: unknown[] = [];
const keepLine = (line: string) => {
  const entry: unknown = JSON.parse(line);
  logs.push(entry);
};
beforeAll(() => {
  service = testService({}, pino({ level: "info" }, { write: keepLine }));
});
afterAll(() => service.close());
beforeEach(async () => {
  checkout = hiddenFields((await request(service.app).post("/api/homepage/donate").send(activityDonation)).text);
});

const tradeNo = () => checkout.MerchantTradeNo ?? "";
const PAGE = "/charity4?id=1&activityID=21";
const UNVERIFIED = "/charity4?id=1&status=fail&errmsg=result-unverified";
const status = () =>
  service.db
    .prepare<[string], string>("SELECT status FROM donations WHERE merchant_trade_no = ?")
    .pluck()
    .get(tradeNo());
const browserPost = (fields: FormFields | string, type = "form") =>
  request(service.app).post("/api/payment/ecpay/result").type(type).send(fields);
const result = (paid = true) => callbackFields(checkout, paid, service.payment, new Date());
const resigned = (fields: FormFields, change: FormFields) => {
  const { CheckMacValue: _mac, ...rest } = fields;
  return withCheckMacValue({ ...rest, ...change }, service.payment);
};
const payByReturnUrl = () => request(service.app).post("/api/payment/ecpay/return").type("form").send(result());

describe("a verified browser return", () => {
  it("after the server-to-server result: 303 to the order's page with the success box", async () => {
    await payByReturnUrl();
    const back = await browserPost(result());
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`${PAGE}&order_no=${tradeNo()}&status=success`);
    expect(back.headers["cache-control"]).toBe("no-store");
  });

  it("before it: 'being confirmed', and the order stays pending (only ReturnURL or QueryTradeInfo settle)", async () => {
    const back = await browserPost(result());
    expect(back.headers.location).toBe(`${PAGE}&order_no=${tradeNo()}&status=confirming`);
    expect(status()).toBe("pending");
  });

  it("a failed payment: the gateway's code, and the order is not changed", async () => {
    const back = await browserPost(result(false));
    expect(back.headers.location).toBe(`${PAGE}&order_no=${tradeNo()}&status=fail&errmsg=10100058`);
    expect(status()).toBe("pending");
  });
});

describe("a browser return that is not what it claims", () => {
  it("forged (no or a wrong CheckMacValue): the generic failure box, nothing changes", async () => {
    const { CheckMacValue: _mac, ...unsigned } = result();
    expect((await browserPost(unsigned)).headers.location).toBe(UNVERIFIED);
    expect((await browserPost({ ...result(), CheckMacValue: "0".repeat(64) })).headers.location).toBe(UNVERIFIED);
    expect((await browserPost({ ...result(), CheckMacValue: "short" })).headers.location).toBe(UNVERIFIED);
    expect(status()).toBe("pending");
  });

  it("tampered (a field changed after signing): refused", async () => {
    await payByReturnUrl();
    expect((await browserPost({ ...result(), TradeAmt: "1" })).headers.location).toBe(UNVERIFIED);
    expect((await browserPost({ ...result(), MerchantTradeNo: "D000000000000OTHER01" })).headers.location).toBe(
      UNVERIFIED,
    );
  });

  it("signed, but for another merchant, another amount or no order of ours: refused", async () => {
    expect((await browserPost(resigned(result(), { MerchantID: "2000132" }))).headers.location).toBe(UNVERIFIED);
    expect((await browserPost(resigned(result(), { MerchantTradeNo: "D000000000000NOSUCH1" }))).headers.location).toBe(
      UNVERIFIED,
    );
    logs.length = 0;
    const otherAmount = await browserPost(resigned(result(), { TradeAmt: "1" }));
    expect(logs).toContainEqual(expect.objectContaining({ level: 50, reason: "TradeAmt mismatch" }));
    expect(otherAmount.headers.location).toBe(`${PAGE}&order_no=${tradeNo()}&status=fail&errmsg=result-unverified`);
    expect(status()).toBe("pending");
  });

  it("replayed: the second post of the same result gets the failure box", async () => {
    await payByReturnUrl();
    const genuine = result();
    expect((await browserPost(genuine)).headers.location).toMatch(/&status=success$/);
    expect((await browserPost(genuine)).headers.location).toBe(
      `${PAGE}&order_no=${tradeNo()}&status=fail&errmsg=result-replayed`,
    );
    expect(status()).toBe("paid");
  });

  it("not form-encoded, repeated fields, or too large: the failure box, nothing read", async () => {
    expect((await browserPost(JSON.stringify(result()), "json")).headers.location).toBe(UNVERIFIED);
    const repeated = `${new URLSearchParams(result()).toString()}&RtnCode=1`;
    expect((await browserPost(repeated)).headers.location).toBe(UNVERIFIED);
    const huge = await browserPost(`${new URLSearchParams(result()).toString()}&pad=${"x".repeat(9000)}`);
    expect(huge.status).toBe(413);
    expect(status()).toBe("pending");
  });
});

describe("ECPay's server-to-server result with another merchant or amount (ReturnURL)", () => {
  it("is refused and logged at error; the order is unchanged", async () => {
    const changes: FormFields[] = [{ MerchantID: "2000132" }, { TradeAmt: "1" }];
    for (const change of changes) {
      logs.length = 0;
      const answer = await request(service.app)
        .post("/api/payment/ecpay/return")
        .type("form")
        .send(resigned(result(), change));
      expect(answer.text).toMatch(/^0\|/);
      expect(logs).toContainEqual(expect.objectContaining({ level: 50, msg: "payment callback rejected" }));
      expect(status()).toBe("pending");
    }
  });
});
