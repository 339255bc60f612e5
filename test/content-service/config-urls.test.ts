import { describe, expect, it } from "vitest";
import { isHttpUrl, isSitePath } from "../../server/content-service/config-urls.js";

describe("config address shapes", () => {
  it("accepts only absolute http(s) URLs", () => {
    expect(isHttpUrl("https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5")).toBe(true);
    expect(isHttpUrl("http://127.0.0.1:4000/x")).toBe(true);
    for (const bad of ["", "/api/x", "//evil.example/x", "ftp://example.org/", "javascript:alert(1)", "not a url"]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it("accepts a path on the site's own origin, never a protocol-relative address", () => {
    expect(isSitePath("/api/payment/ecpay/atm-redirect")).toBe(true);
    expect(isSitePath("/")).toBe(true);
    for (const bad of ["", "//evil.example/x", "api/x", "https://example.org/"]) {
      expect(isSitePath(bad), bad).toBe(false);
    }
  });
});
