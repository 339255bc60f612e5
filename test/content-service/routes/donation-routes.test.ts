// POST /api/homepage/donate and /donate/atm: validation, the stored pending order, the signed ECPay form,
// and 200 concurrent donations giving 200 distinct orders.
import http from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/lib/donation-rules.js";
import { verifyCheckMacValue } from "../../../server/content-service/payment/check-mac-value.js";
import { activityDonation, legacyDonation, normalDonation } from "../donation-bodies.js";
import { testService, type TestService } from "../content-test-service.js";
import { formAction, hiddenFields } from "../form-html.js";

let service: TestService;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());

interface OrderRow {
  status: string;
  amount: number;
  payment_method: string;
  return_path: string;
  donor_name: string;
  receipt_address: string | null;
  charity_activity_id: number | null;
}
const order = (tradeNo: string) =>
  service.db
    .prepare<[string], OrderRow>(
      `SELECT status, amount, payment_method, return_path, donor_name, receipt_address, charity_activity_id
       FROM donations WHERE merchant_trade_no = ?`,
    )
    .get(tradeNo);

async function donate(path: string, body: object) {
  const response = await request(service.app).post(path).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  return { html: response.text, fields: hiddenFields(response.text) };
}

describe("a valid donation", () => {
  it("credit card: stores a pending order and answers a signed AIO form posting to the gateway", async () => {
    const { html, fields } = await donate("/api/homepage/donate", activityDonation);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html.match(/<form /g)).toHaveLength(1);
    expect(formAction(html)).toBe("/api/payment-sandbox/checkout");
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(fields).toMatchObject({
      MerchantID: "3002607",
      PaymentType: "aio",
      TotalAmount: "600",
      ChoosePayment: "Credit",
      EncryptType: "1",
      ReturnURL: service.payment.returnUrl,
    });
    expect(fields.MerchantTradeNo).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(fields.MerchantTradeDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fields.ItemName).toContain("歲末寒冬送暖");
    expect(verifyCheckMacValue(fields, service.payment)).toBe(true);
    expect(order(fields.MerchantTradeNo ?? "")).toEqual({
      status: "pending",
      amount: 600,
      payment_method: "Credit",
      return_path: "/charity4?id=1&activityID=21",
      donor_name: "王小明",
      receipt_address: "台中市北屯區示範路 1 號",
      charity_activity_id: 21,
    });
  });

  it("MerchantTradeDate is Taiwan time", async () => {
    const before = Date.now();
    const { fields } = await donate("/api/homepage/donate", normalDonation);
    const [date = "", time = ""] = (fields.MerchantTradeDate ?? "").split(" ");
    const asUtc = Date.parse(`${date.replaceAll("/", "-")}T${time}+08:00`);
    expect(asUtc).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(asUtc).toBeLessThanOrEqual(Date.now());
  });

  it("bank transfer: ChoosePayment ATM, return page without activity", async () => {
    const { fields } = await donate("/api/homepage/donate/atm", normalDonation);
    expect(fields.ChoosePayment).toBe("ATM");
    expect(verifyCheckMacValue(fields, service.payment)).toBe(true);
    expect(order(fields.MerchantTradeNo ?? "")).toMatchObject({
      payment_method: "ATM",
      return_path: "/charity4?id=1",
      charity_activity_id: null,
    });
  });

  it("the older page's body donates to charity 1", async () => {
    const { fields } = await donate("/api/homepage/donate", legacyDonation);
    expect(fields.TotalAmount).toBe("300");
    expect(order(fields.MerchantTradeNo ?? "")).toMatchObject({ return_path: "/charity4?id=1", donor_name: "陳大文" });
  });

  it("uses the configured gateway address, escaped", async () => {
    const other = testService({ gatewayUrl: "https://payment.example.com/Cashier/AioCheckOut/V5?x=1&y=2" });
    const response = await request(other.app).post("/api/homepage/donate").send(normalDonation);
    expect(formAction(response.text)).toBe("https://payment.example.com/Cashier/AioCheckOut/V5?x=1&amp;y=2");
    other.close();
  });
});

describe("an invalid donation: 400 with the message, nothing stored", () => {
  const cases: [string, object, string][] = [
    ["no amount", { ...normalDonation, amount: undefined }, MESSAGES.amount],
    ["amount as text", { ...normalDonation, amount: "600" }, MESSAGES.amountRange],
    ["fractional amount", { ...normalDonation, amount: 10.5 }, MESSAGES.amountRange],
    ["zero amount", { ...normalDonation, amount: 0 }, MESSAGES.amountRange],
    ["huge amount", { ...normalDonation, amount: 1e9 }, MESSAGES.amountRange],
    ["no name", { ...normalDonation, name: " " }, MESSAGES.name],
    ["long name", { ...normalDonation, name: "名".repeat(51) }, MESSAGES.nameTooLong],
    ["phone with letters", { ...normalDonation, phone: "09ab" }, MESSAGES.phoneFormat],
    ["phone too long", { ...normalDonation, phone: "09123456789" }, MESSAGES.phoneFormat],
    ["unknown activityType", { ...normalDonation, activityType: "other" }, MESSAGES.activityType],
    [
      "receipt without address",
      { ...normalDonation, needReceipt: true, receiptInfo: { address: "", name: "甲", phone: "0912345678" } },
      MESSAGES.address,
    ],
    [
      "receipt phone not 10 digits",
      { ...normalDonation, needReceipt: true, receiptInfo: { address: "台中", name: "甲", phone: "123" } },
      MESSAGES.receiverPhoneFormat,
    ],
    ["activity without id", { ...activityDonation, charityActivityID: undefined }, MESSAGES.activity],
    ["unknown activity", { ...activityDonation, charityActivityID: 999 }, MESSAGES.activity],
    ["closed activity", { ...activityDonation, charityActivityID: 23 }, "此活動目前未開放捐款"],
    ["unknown charity", { ...normalDonation, charityID: 42 }, MESSAGES.charity],
  ];

  it.each(cases)("%s", async (_label, body, message) => {
    const count = () => service.db.prepare<[], number>("SELECT COUNT(*) FROM donations").pluck().get();
    const before = count();
    for (const path of ["/api/homepage/donate", "/api/homepage/donate/atm"]) {
      const response = await request(service.app).post(path).send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect(count()).toBe(before);
  });
});

describe("concurrency", () => {
  it("200 concurrent donations give 200 distinct stored orders", async () => {
    const server = http.createServer(service.app).listen(0, "127.0.0.1");
    const before = service.db.prepare<[], number>("SELECT COUNT(*) FROM donations").pluck().get() ?? 0;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(server)
          .post(i % 2 ? "/api/homepage/donate" : "/api/homepage/donate/atm")
          .send({ ...normalDonation, amount: 100 + i }),
      ),
    );
    server.close();
    const numbers = responses.map((response) => hiddenFields(response.text).MerchantTradeNo ?? "");
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(new Set(numbers).size).toBe(200);
    expect(service.db.prepare<[], number>("SELECT COUNT(*) FROM donations").pluck().get()).toBe(before + 200);
    const amounts = numbers.map((n) => order(n)?.amount).sort((a = 0, b = 0) => a - b);
    expect(amounts).toEqual(Array.from({ length: 200 }, (_, i) => 100 + i));
  });
});
