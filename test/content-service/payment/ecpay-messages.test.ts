// Signed ECPay messages only where they belong (issue 18.3). CheckMacValue is computed on the lower-cased
// string, so renaming a field in case keeps a message "valid", and every endpoint's message is signed
// the same way: each endpoint must accept only its own message (its fields by exact name, its RtnCode
// values), and no message the donor's browser carries (OrderResultURL, ClientRedirectURL) may settle or
// fail an order. Each case here was accepted before.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  verifyCheckMacValue,
  withCheckMacValue,
  type FormFields,
} from "../../../server/content-service/payment/check-mac-value.js";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import {
  issuedAccountFields,
  transferPaidFields,
} from "../../../server/content-service/payment-sandbox/sandbox-atm-fields.js";
import { normalDonation } from "../donation-bodies.js";
import { testService, type TestService } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

let service: TestService;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());

let credit: FormFields;
let atm: FormFields;
/** The signed fields of the ATM order's issued account, as ClientRedirectURL brings them in the donor's browser. */
let issued: FormFields;
beforeEach(async () => {
  credit = hiddenFields((await request(service.app).post("/api/homepage/donate").send(normalDonation)).text);
  atm = hiddenFields((await request(service.app).post("/api/homepage/donate/atm").send(normalDonation)).text);
  issued = issuedAccountFields(atm, service.payment, new Date());
});

const status = (fields: FormFields) =>
  service.db
    .prepare<[string], string>("SELECT status FROM donations WHERE merchant_trade_no = ?")
    .pluck()
    .get(fields.MerchantTradeNo ?? "");
const post = (path: string, fields: FormFields) =>
  request(service.app).post(`/api/payment/ecpay/${path}`).type("form").send(fields);
const sign = (fields: FormFields) => {
  const { CheckMacValue: _mac, ...rest } = fields;
  return withCheckMacValue(rest, service.payment);
};
/** The same signed message with one field's name in another case: its CheckMacValue still verifies. */
function renamed(fields: FormFields, from: string, to: string): FormFields {
  const out = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name === from ? to : name, value]));
  expect(verifyCheckMacValue(out, service.payment)).toBe(true);
  return out;
}

describe("the issue's case: ClientRedirectURL fields posted to ReturnURL", () => {
  it("are refused (0|…), and the ATM order stays pending for reconciliation and expiry", async () => {
    const response = await post("return", issued);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/^0\|/);
    expect(status(atm)).toBe("pending");
  });
});

describe("a field renamed in case keeps the MAC valid but is refused", () => {
  it("simulatepaid=1 on ReturnURL does not make a simulated payment paid", async () => {
    const simulated = sign({ ...callbackFields(credit, true, service.payment, new Date()), SimulatePaid: "1" });
    const response = await post("return", renamed(simulated, "SimulatePaid", "simulatepaid"));
    expect([response.status, response.text]).toEqual([
      400,
      "0|field simulatepaid differs only in case from SimulatePaid",
    ]);
    expect(status(credit)).toBe("pending");
    // The genuine simulated message is acknowledged and changes nothing, as before.
    expect((await post("return", simulated)).text).toBe("1|OK");
    expect(status(credit)).toBe("pending");
  });

  it("rtncode on ReturnURL does not turn a paid result into a failure", async () => {
    const paid = callbackFields(credit, true, service.payment, new Date());
    const response = await post("return", renamed(paid, "RtnCode", "rtncode"));
    expect(response.status).toBe(400);
    expect(status(credit)).toBe("pending");
    expect((await post("return", paid)).text).toBe("1|OK");
    expect(status(credit)).toBe("paid");
  });

  it("rtncode on PaymentInfoURL does not fail an order whose account was issued", async () => {
    const response = await post("atm-info", renamed(issued, "RtnCode", "rtncode"));
    expect(response.status).toBe(400);
    expect(status(atm)).toBe("pending");
  });

  it("two names that differ only in case, both signed, are refused on every endpoint", async () => {
    const both = sign({ ...issued, rtncode: "2" });
    for (const path of ["atm-info", "return", "result"]) await post(path, both);
    const redirect = await post("atm-redirect", both);
    expect([redirect.status, redirect.headers.location]).toEqual([303, "/donation/atm"]);
    expect(status(atm)).toBe("pending");
  });
});

describe("each endpoint accepts only its own message", () => {
  it("ReturnURL refuses an unknown field and an 'account issued' code, even signed", async () => {
    const paid = callbackFields(credit, true, service.payment, new Date());
    expect((await post("return", sign({ ...paid, BankCode: "812" }))).text).toBe(
      "0|unexpected field BankCode in a ReturnURL result",
    );
    expect((await post("return", sign({ ...paid, RtnCode: "2" }))).text).toBe("0|RtnCode 2 is not a ReturnURL result");
    const { SimulatePaid: _simulated, ...unsaid } = paid;
    expect((await post("return", sign(unsaid))).text).toBe("0|SimulatePaid missing from a ReturnURL result");
    expect(status(credit)).toBe("pending");
  });

  it("PaymentInfoURL refuses a payment result (ReturnURL's transfer notice) instead of failing the order", async () => {
    await post("atm-info", issued);
    const transfer = transferPaidFields(issued, service.payment, new Date());
    const response = await post("atm-info", transfer);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/^0\|unexpected field (PaymentDate|PaymentTypeChargeFee|SimulatePaid)/);
    expect(status(atm)).toBe("pending");
    // Where it belongs, it settles the order.
    expect((await post("return", transfer)).text).toBe("1|OK");
    expect(status(atm)).toBe("paid");
  });

  it("OrderResultURL refuses the ATM account message: the generic failure box, not the order page", async () => {
    const response = await post("result", issued);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/charity4?id=1&status=fail&errmsg=result-unverified");
    expect(status(atm)).toBe("pending");
  });
});

describe("a message the donor's browser carries never settles or fails an order", () => {
  it("ClientRedirectURL with a failure code: the donor's page, the order still pending", async () => {
    const response = await post("atm-redirect", sign({ ...issued, RtnCode: "10100058", BankCode: "", vAccount: "" }));
    expect(response.status).toBe(303);
    expect(status(atm)).toBe("pending");
  });

  it("OrderResultURL with a failure code: the failure box, the order still pending", async () => {
    const failed = callbackFields(credit, false, service.payment, new Date());
    const response = await post("result", failed);
    expect(response.headers.location).toMatch(/status=fail&errmsg=10100058$/);
    expect(status(credit)).toBe("pending");
  });
});
