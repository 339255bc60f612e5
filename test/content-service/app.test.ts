// The content app as assembled: health ahead of the request log, nosniff and no X-Powered-By, the payment
// sandbox only while it is the gateway, the JSON body limit, the default ATM settings on ReturnURL's origin,
// the monthly-giving switch reaching the charity answer, and a JSON 404 at the end.
import pino from "pino";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { createContentApp, type ContentAppOptions } from "../../server/content-service/app.js";
import type { ContentDb } from "../../server/content-service/db/content-db.js";
import { MESSAGES } from "../../server/content-service/http/http-error.js";
import type { ResolvedPaymentConfig } from "../../server/content-service/payment/payment-config.js";
import { MEDIA_DIR, TEST_PAYMENT, silentLogger, tempDbFile, openDemoDb } from "./content-test-service.js";
import { normalDonation } from "./donation-bodies.js";
import { hiddenFields } from "./form-html.js";

const opened: { db: ContentDb; remove: () => void }[] = [];
afterEach(() => {
  for (const { db, remove } of opened.splice(0)) {
    db.close();
    remove();
  }
});

function app(payment: Partial<ResolvedPaymentConfig> = {}, options: Partial<ContentAppOptions> = {}) {
  const temp = tempDbFile();
  const db = openDemoDb(temp.file);
  opened.push({ db, remove: temp.remove });
  const settings = { ...TEST_PAYMENT, ...payment };
  return createContentApp({ db, payment: settings, mediaDir: MEDIA_DIR, logger: silentLogger, ...options });
}

const STAGE = "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5";

describe("every answer", () => {
  it("carries nosniff and no X-Powered-By; an unknown route is a JSON 404", async () => {
    const response = await request(app()).get("/api/no/such/route");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: MESSAGES.routeNotFound });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("logs each request but the health check", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "debug" },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const served = app({}, { logger });
    expect((await request(served).get("/healthz")).status).toBe(200);
    expect((await request(served).get("/api/homepage/slider")).status).toBe(200);
    const logged = lines.filter((line) => line.msg === "request");
    expect(logged).toEqual([expect.objectContaining({ method: "GET", url: "/api/homepage/slider", status: 200 })]);
  });

  it("refuses a JSON body over 16 kB with 413", async () => {
    const body = { ...normalDonation, name: "名".repeat(6000) };
    const response = await request(app()).post("/api/homepage/donate").send(body);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: MESSAGES.tooLarge });
  });
});

describe("payment wiring", () => {
  it("mounts the payment sandbox only while it is the configured gateway", async () => {
    const form = { MerchantTradeNo: "DNOSUCHORDER00001" };
    const sandbox = await request(app()).post("/api/payment-sandbox/checkout").type("form").send(form);
    expect(sandbox.status).toBe(400);
    const real = await request(app({ gatewayUrl: STAGE }))
      .post("/api/payment-sandbox/checkout")
      .type("form")
      .send(form);
    expect(real.status).toBe(404);
    expect(real.body).toEqual({ message: MESSAGES.routeNotFound });
  });

  it("without ATM settings: PaymentInfoURL on ReturnURL's origin and 3 days; given ones are used as given", async () => {
    const atmFields = async (served: ReturnType<typeof app>) =>
      hiddenFields((await request(served).post("/api/homepage/donate/atm").send(normalDonation)).text);
    const returnUrl = "https://pay.example.org/api/payment/ecpay/return";
    expect(await atmFields(app({ gatewayUrl: STAGE, returnUrl }))).toMatchObject({
      ExpireDate: "3",
      PaymentInfoURL: "https://pay.example.org/api/payment/ecpay/atm-info",
      ClientRedirectURL: "/api/payment/ecpay/atm-redirect",
    });
    const atm = {
      paymentInfoUrl: "https://info.example.org/atm",
      clientRedirectUrl: "https://www.example.org/back",
      expireDays: 7,
      expiryGraceMinutes: 5,
    };
    expect(await atmFields(app({ gatewayUrl: STAGE, returnUrl }, { atm }))).toMatchObject({
      ExpireDate: "7",
      PaymentInfoURL: "https://info.example.org/atm",
      ClientRedirectURL: "https://www.example.org/back",
    });
  });

  it("tells the charity answer of monthly giving only when the merchant offers it", async () => {
    const charity = async (monthlyGiving: boolean) =>
      request(app({ monthlyGiving })).post("/api/website/getCharity").send({ id: 1 });
    const [on, off] = [await charity(true), await charity(false)];
    expect(on.body).toMatchObject({ data: { data: { monthlyGiving: true } } });
    expect(off.body).toHaveProperty("data.data.title");
    expect(off.text).not.toContain("monthlyGiving");
  });
});
