// Environment validation: defaults, readable errors listing every problem, the loopback callback address.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadContentConfig, loopbackReturnUrl } from "../../server/content-service/config.js";

describe("loadContentConfig", () => {
  it("has working defaults (ECPay's public test merchant, the built-in sandbox)", () => {
    const config = loadContentConfig({}, "/srv/site");
    expect(config).toMatchObject({
      host: "127.0.0.1",
      port: 4000,
      dbFile: path.resolve("/srv/site/data/content.db"),
      payment: {
        gatewayUrl: "/api/payment-sandbox/checkout",
        returnUrl: null,
        merchantId: "3002607",
        hashKey: "pwFHCqoQZGmho4w6",
        hashIV: "EkRm7iFT261dpevs",
      },
    });
  });

  it("reads every variable", () => {
    const config = loadContentConfig({
      CONTENT_HOST: "0.0.0.0",
      CONTENT_PORT: "0",
      CONTENT_DB: "/var/lib/content.db",
      PAYMENT_GATEWAY_URL: "https://payment-stage.example.com/Cashier/AioCheckOut/V5",
      PAYMENT_RETURN_URL: "https://site.example.com/api/payment/ecpay/return",
      ECPAY_MERCHANT_ID: "2000132",
      ECPAY_HASH_KEY: "abcdefgh12345678",
      ECPAY_HASH_IV: "12345678abcdefgh",
    });
    expect(config.port).toBe(0);
    expect(config.dbFile).toBe(path.resolve("/var/lib/content.db"));
    expect(config.payment.returnUrl).toBe("https://site.example.com/api/payment/ecpay/return");
  });

  it("lists every problem at once", () => {
    let error: unknown;
    try {
      loadContentConfig({
        CONTENT_PORT: "70000",
        PAYMENT_GATEWAY_URL: "javascript:alert(1)",
        PAYMENT_RETURN_URL: "/relative",
        ECPAY_HASH_KEY: "短",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = error instanceof ConfigError ? error.problems : [];
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(
      /CONTENT_PORT[\s\S]*PAYMENT_GATEWAY_URL[\s\S]*PAYMENT_RETURN_URL[\s\S]*ECPAY_HASH_KEY/,
    );
  });
});

describe("loopbackReturnUrl", () => {
  it("names a reachable loopback address", () => {
    expect(loopbackReturnUrl("127.0.0.1", 4000)).toBe("http://127.0.0.1:4000/api/payment/ecpay/return");
    expect(loopbackReturnUrl("0.0.0.0", 5000)).toBe("http://127.0.0.1:5000/api/payment/ecpay/return");
    expect(loopbackReturnUrl("::1", 5000)).toBe("http://[::1]:5000/api/payment/ecpay/return");
  });
});
