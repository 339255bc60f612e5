// Environment validation: defaults, readable errors listing every problem, the loopback callback address.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_LIMITS } from "../../server/content-service/content-files/content-limits.js";
import {
  ConfigError,
  loadContentConfig,
  loopbackReturnUrl,
  periodActionUrl,
} from "../../server/content-service/config.js";

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

  it("reads the content folder's size limits, and refuses one out of range or a folder limit under the file limit", () => {
    expect(loadContentConfig({}).contentLimits).toEqual(DEFAULT_CONTENT_LIMITS);
    const set = { CONTENT_FILE_MAX_BYTES: "2048", CONTENT_FOLDER_MAX_BYTES: "1048576" };
    expect(loadContentConfig(set).contentLimits).toEqual({ fileBytes: 2048, folderBytes: 1_048_576 });
    expect(() => loadContentConfig({ CONTENT_FILE_MAX_BYTES: "10" })).toThrow(/CONTENT_FILE_MAX_BYTES must be/);
    expect(() => loadContentConfig({ CONTENT_FOLDER_MAX_BYTES: "1 GB" })).toThrow(/CONTENT_FOLDER_MAX_BYTES must be/);
    expect(() => loadContentConfig({ CONTENT_FILE_MAX_BYTES: "8192", CONTENT_FOLDER_MAX_BYTES: "4096" })).toThrow(
      /CONTENT_FOLDER_MAX_BYTES .* at least CONTENT_FILE_MAX_BYTES/,
    );
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
  // A real gateway needs a public origin for ReturnURL (tested below); these tests are about the keys.
  const site = { PUBLIC_URL: "https://site.example.org" };

  it("are refused with any gateway but ECPay's test stage or the sandbox, naming both variables", () => {
    for (const gateway of [
      real,
      "https://evil.example/checkout",
      "http://payment-stage.ecpay.com.tw/x",
      "/other/path",
    ]) {
      const problems = problemsOf({ PAYMENT_GATEWAY_URL: gateway, PUBLIC_URL: "https://site.example.org" });
      expect(problems, gateway).toHaveLength(1);
      expect(problems[0]).toMatch(/ECPAY_HASH_KEY and ECPAY_HASH_IV/);
    }
    // Either half public is enough to refuse; every published test pair is known.
    expect(problemsOf({ ...site, PAYMENT_GATEWAY_URL: real, ECPAY_HASH_KEY: "MyOwnKey12345678" })).toHaveLength(1);
    expect(problemsOf({ ...site, PAYMENT_GATEWAY_URL: real, ECPAY_HASH_IV: "MyOwnIV123456789" })).toHaveLength(1);
    expect(
      problemsOf({
        ...site,
        PAYMENT_GATEWAY_URL: real,
        ECPAY_HASH_KEY: "5294y06JbISpM5x9",
        ECPAY_HASH_IV: "v77hoKGq4kWxNNIS",
      }),
    ).toHaveLength(1);
  });

  it("are accepted with ECPay's test stage and the sandbox; own keys with a real gateway", () => {
    expect(problemsOf({})).toEqual([]);
    expect(
      problemsOf({ ...site, PAYMENT_GATEWAY_URL: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5" }),
    ).toEqual([]);
    expect(
      problemsOf({
        ...site,
        PAYMENT_GATEWAY_URL: real,
        ECPAY_HASH_KEY: "MyOwnKey12345678",
        ECPAY_HASH_IV: "MyOwnIV123456789",
      }),
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

describe("the gateway loop's addresses and the reconciliation settings (issue 12)", () => {
  const stage = "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5";
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadContentConfig(env);
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };

  it("ReturnURL defaults to PUBLIC_URL + the proxied path; QueryTradeInfo to the gateway's host", () => {
    const config = loadContentConfig({ PUBLIC_URL: "https://donate.example.org/", PAYMENT_GATEWAY_URL: stage });
    expect(config.payment).toMatchObject({
      publicUrl: "https://donate.example.org",
      returnUrl: "https://donate.example.org/api/payment/ecpay/return",
      queryUrl: "https://payment-stage.ecpay.com.tw/Cashier/QueryTradeInfo/V5",
    });
    const explicit = loadContentConfig({
      PUBLIC_URL: "https://donate.example.org",
      PAYMENT_RETURN_URL: "https://origin.example.org/api/payment/ecpay/return",
      PAYMENT_QUERY_URL: "https://query.example.org/q",
      PAYMENT_GATEWAY_URL: stage,
    });
    expect(explicit.payment.returnUrl).toBe("https://origin.example.org/api/payment/ecpay/return");
    expect(explicit.payment.queryUrl).toBe("https://query.example.org/q");
  });

  it("keeps the loopback defaults only for the sandbox without PUBLIC_URL", () => {
    expect(loadContentConfig({}).payment).toMatchObject({ publicUrl: null, returnUrl: null, queryUrl: null });
    // With PUBLIC_URL the sandbox, too, calls back through the public origin.
    expect(loadContentConfig({ PUBLIC_URL: "http://localhost:3000" }).payment.returnUrl).toBe(
      "http://localhost:3000/api/payment/ecpay/return",
    );
    expect(problemsOf({ PAYMENT_GATEWAY_URL: stage })).toEqual([expect.stringMatching(/set PUBLIC_URL/)]);
  });

  it("refuses a PUBLIC_URL that is not an origin, and bad reconciliation settings, all at once", () => {
    const problems = problemsOf({
      PUBLIC_URL: "https://example.org/donate",
      PAYMENT_QUERY_URL: "ftp://x",
      RECONCILE_INTERVAL_MS: "500",
      RECONCILE_AFTER_MS: "-1",
      RECONCILE_BATCH: "0",
      PAYMENT_QUERY_TIMEOUT_MS: "1e4",
    });
    expect(problems.join("\n")).toMatch(
      /PUBLIC_URL[\s\S]*PAYMENT_QUERY_URL[\s\S]*RECONCILE_INTERVAL_MS[\s\S]*RECONCILE_AFTER_MS[\s\S]*RECONCILE_BATCH[\s\S]*PAYMENT_QUERY_TIMEOUT_MS/,
    );
    expect(problems).toHaveLength(6);
  });

  it("reconciles every 5 minutes, orders pending 15 minutes, 20 at a time, by default; 0 turns it off", () => {
    expect(loadContentConfig({}).reconciliation).toEqual({
      intervalMs: 300_000,
      afterMs: 900_000,
      batch: 20,
      queryTimeoutMs: 10_000,
    });
    expect(loadContentConfig({ RECONCILE_INTERVAL_MS: "0" }).reconciliation.intervalMs).toBe(0);
  });
});

describe("the mandate command's CreditCardPeriodAction address", () => {
  it("is ECPay's beside the gateway, the sandbox's on CONTENT_PORT, or PAYMENT_PERIOD_ACTION_URL if an http(s) URL", () => {
    const ecpay = loadContentConfig({
      PAYMENT_GATEWAY_URL: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5",
      PUBLIC_URL: "https://site.example.com",
    });
    expect(periodActionUrl({}, ecpay)).toBe("https://payment-stage.ecpay.com.tw/Cashier/CreditCardPeriodAction");
    const sandbox = loadContentConfig({ CONTENT_PORT: "4100" });
    expect(periodActionUrl({}, sandbox)).toMatch(/^http:\/\/127\.0\.0\.1:4100\//);
    const set = { PAYMENT_PERIOD_ACTION_URL: "https://example.test/Cashier/CreditCardPeriodAction" };
    expect(periodActionUrl(set, sandbox)).toBe(set.PAYMENT_PERIOD_ACTION_URL);
  });

  it("refuses, saying why, an address that is not http(s) and a sandbox on an unknown port", () => {
    const sandbox = loadContentConfig({ CONTENT_PORT: "4100" });
    expect(() => periodActionUrl({ PAYMENT_PERIOD_ACTION_URL: "ftp://x/y" }, sandbox)).toThrow(
      /PAYMENT_PERIOD_ACTION_URL/,
    );
    expect(() => periodActionUrl({}, loadContentConfig({ CONTENT_PORT: "0" }))).toThrow(/CONTENT_PORT/);
  });
});
