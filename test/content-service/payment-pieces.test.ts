// Small payment pieces: Taiwan time, order numbers, the inert form document, masked names.
import { describe, expect, it } from "vitest";
import { maskName } from "../../shared/lib/mask-name.server.js";
import { newMerchantTradeNo } from "../../server/content-service/payment/merchant-trade-no.js";
import { paymentFormHtml } from "../../server/content-service/payment/payment-form.js";
import { ecpayDateTime, taipeiIso } from "../../server/content-service/payment/taipei-time.js";
import { formAction, hiddenFields } from "./form-html.js";

describe("Taiwan time", () => {
  it("formats ECPay dates in UTC+8", () => {
    const date = new Date("2026-12-31T16:05:09Z");
    expect(ecpayDateTime(date)).toBe("2027/01/01 00:05:09");
    expect(taipeiIso(date)).toBe("2027-01-01T00:05:09+08:00");
  });
});

describe("MerchantTradeNo", () => {
  it("is 20 letters and digits and differs each time", () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newMerchantTradeNo()));
    expect(numbers.size).toBe(1000);
    for (const n of numbers) expect(n).toMatch(/^[A-Z0-9]{20}$/);
  });
});

describe("paymentFormHtml", () => {
  it("escapes every value and holds one form, no script, no inline style", () => {
    const html = paymentFormHtml("/gateway?a=1&b=2", { ItemName: `"><script>alert(1)</script>&'`, TotalAmount: "600" });
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/\sstyle=/);
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(formAction(html)).toBe("/gateway?a=1&amp;b=2");
    expect(hiddenFields(html).ItemName).toBe(`"><script>alert(1)</script>&'`);
  });
});

describe("maskName", () => {
  it.each([
    ["王小明", "王○明"],
    ["王明", "王○"],
    ["王", "○"],
    ["歐陽明德", "歐○○德"],
    ["Emily Chen", "E○○○n"],
    ["  李大同 ", "李○同"],
    ["", ""],
    ["𠀋小𠀋", "𠀋○𠀋"],
    // The erased donor's label (and a donor's own choice of it) is no one's name: shown whole.
    ["善心人士", "善心人士"],
  ])("%s -> %s", (name, masked) => {
    expect(maskName(name)).toBe(masked);
    // Masking what is already masked changes nothing (the web server masks again).
    expect(maskName(masked)).toBe(masked);
  });
});
