// The ATM block of the content service's environment: the sandbox's loopback/relative defaults, the
// public origin when PUBLIC_URL is set, explicit addresses, and range checks listed with the rest.
import { describe, expect, it } from "vitest";
import { ConfigError, loadContentConfig } from "../../../server/content-service/config.js";
import { resolveAtmConfig } from "../../../server/content-service/payment/atm-config.js";

const problems = (env: Record<string, string>): string[] => {
  try {
    loadContentConfig(env);
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : ["not a ConfigError"];
  }
};

describe("ATM settings", () => {
  it("without PUBLIC_URL: PaymentInfoURL on the service's own address, ClientRedirectURL site-relative", () => {
    const { atm } = loadContentConfig({});
    expect(atm).toEqual({
      paymentInfoUrl: null,
      clientRedirectUrl: "/api/payment/ecpay/atm-redirect",
      expireDays: 3,
      expiryGraceMinutes: 60,
    });
    expect(resolveAtmConfig(atm, "http://127.0.0.1:4123/api/payment/ecpay/return").paymentInfoUrl).toBe(
      "http://127.0.0.1:4123/api/payment/ecpay/atm-info",
    );
  });

  it("with PUBLIC_URL: both on the public origin (ECPay's servers and the donor's browser reach it)", () => {
    const { atm } = loadContentConfig({ PUBLIC_URL: "https://charity.example.org" });
    expect(atm.paymentInfoUrl).toBe("https://charity.example.org/api/payment/ecpay/atm-info");
    expect(atm.clientRedirectUrl).toBe("https://charity.example.org/api/payment/ecpay/atm-redirect");
  });

  it("explicit addresses and numbers win", () => {
    const { atm } = loadContentConfig({
      PUBLIC_URL: "https://charity.example.org",
      PAYMENT_INFO_URL: "https://origin.example.org/api/payment/ecpay/atm-info",
      PAYMENT_CLIENT_REDIRECT_URL: "https://www.example.org/api/payment/ecpay/atm-redirect",
      ATM_EXPIRE_DAYS: "7",
      ATM_EXPIRY_GRACE_MINUTES: "0",
    });
    expect(atm).toEqual({
      paymentInfoUrl: "https://origin.example.org/api/payment/ecpay/atm-info",
      clientRedirectUrl: "https://www.example.org/api/payment/ecpay/atm-redirect",
      expireDays: 7,
      expiryGraceMinutes: 0,
    });
  });

  it("bad values are listed together", () => {
    expect(
      problems({
        PAYMENT_INFO_URL: "/relative",
        PAYMENT_CLIENT_REDIRECT_URL: "//evil.test/x",
        ATM_EXPIRE_DAYS: "61",
        ATM_EXPIRY_GRACE_MINUTES: "-5",
      }),
    ).toEqual([
      'PAYMENT_INFO_URL must be an absolute http(s) URL (got "/relative")',
      'PAYMENT_CLIENT_REDIRECT_URL must be an http(s) URL or a path starting with "/" (got "//evil.test/x")',
      'ATM_EXPIRE_DAYS must be a whole number 1-60 (got "61")',
      'ATM_EXPIRY_GRACE_MINUTES must be a whole number 0-10080 (got "-5")',
    ]);
    expect(problems({ ATM_EXPIRE_DAYS: "0" })).toHaveLength(1);
    expect(problems({ ATM_EXPIRE_DAYS: "1.5" })).toHaveLength(1);
  });
});
