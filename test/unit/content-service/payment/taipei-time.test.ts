import { describe, expect, it } from "vitest";
import { compactStamp, ecpayDateTime, taipeiIso } from "../../../../server/content-service/payment/taipei-time.js";

describe("Taiwan time", () => {
  it("formats ECPay dates in UTC+8", () => {
    const date = new Date("2026-12-31T16:05:09Z");
    expect(ecpayDateTime(date)).toBe("2027/01/01 00:05:09");
    expect(taipeiIso(date)).toBe("2027-01-01T00:05:09+08:00");
  });

  it("stamps order numbers with the Taipei time as yyMMddHHmmss", () => {
    expect(compactStamp(new Date("2026-12-31T16:05:09Z"))).toBe("270101000509");
    expect(compactStamp(new Date("2030-06-15T03:04:05.999Z"))).toBe("300615110405");
  });
});
