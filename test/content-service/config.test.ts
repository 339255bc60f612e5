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
      PAYMENT_GATEWAY_URL: "https://payment.example.com/Cashier/AioCheckOut/V5",
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

describe("ECPay's public test keys (issue 7.10)", () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadContentConfig(env);
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };
  const real = "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5";

  it("are refused with any gateway but ECPay's test stage or the sandbox, naming both variables", () => {
    for (const gateway of [
      real,
      "https://evil.example/checkout",
      "http://payment-stage.ecpay.com.tw/x",
      "/other/path",
    ]) {
      const problems = problemsOf({ PAYMENT_GATEWAY_URL: gateway });
      expect(problems, gateway).toHaveLength(1);
      expect(problems[0]).toMatch(/ECPAY_HASH_KEY and ECPAY_HASH_IV/);
    }
    // Either half public is enough to refuse; every published test pair is known.
    expect(problemsOf({ PAYMENT_GATEWAY_URL: real, ECPAY_HASH_KEY: "MyOwnKey12345678" })).toHaveLength(1);
    expect(problemsOf({ PAYMENT_GATEWAY_URL: real, ECPAY_HASH_IV: "MyOwnIV123456789" })).toHaveLength(1);
    expect(
      problemsOf({ PAYMENT_GATEWAY_URL: real, ECPAY_HASH_KEY: "5294y06JbISpM5x9", ECPAY_HASH_IV: "v77hoKGq4kWxNNIS" }),
    ).toHaveLength(1);
  });

  it("are accepted with ECPay's test stage and the sandbox; own keys with a real gateway", () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ PAYMENT_GATEWAY_URL: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5" })).toEqual(
      [],
    );
    expect(
      problemsOf({ PAYMENT_GATEWAY_URL: real, ECPAY_HASH_KEY: "MyOwnKey12345678", ECPAY_HASH_IV: "MyOwnIV123456789" }),
    ).toEqual([]);
  });
});

describe("loopbackReturnUrl", () => {
  it("names a reachable loopback address", () => {
    expect(loopbackReturnUrl("127.0.0.1", 4000)).toBe("http://127.0.0.1:4000/api/payment/ecpay/return");
    expect(loopbackReturnUrl("0.0.0.0", 5000)).toBe("http://127.0.0.1:5000/api/payment/ecpay/return");
    expect(loopbackReturnUrl("::1", 5000)).toBe("http://[::1]:5000/api/payment/ecpay/return");
  });
});
