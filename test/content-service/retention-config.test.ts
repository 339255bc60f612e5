// DONATION_RETENTION_DAYS: ten years by default, "off" keeps for ever, 365-36500 days, anything else refused.
import { describe, expect, it } from "vitest";
import { ConfigError, loadContentConfig } from "../../server/content-service/config.js";

const retention = (value: string | undefined) =>
  loadContentConfig({ DONATION_RETENTION_DAYS: value }).donationRetentionDays;

describe("DONATION_RETENTION_DAYS", () => {
  it("defaults to 3650 days (ten years); empty means the default", () => {
    expect(retention(undefined)).toBe(3650);
    expect(retention("")).toBe(3650);
  });

  it("takes whole days from 365 to 36500, or off", () => {
    expect(retention("365")).toBe(365);
    expect(retention(" 2555 ")).toBe(2555);
    expect(retention("36500")).toBe(36_500);
    expect(retention("off")).toBeNull();
    expect(retention("OFF")).toBeNull();
  });

  it.each(["364", "0", "-1", "36501", "3650.5", "1e4", "ten", "0x100", "never", "3,650"])("refuses %j", (value) => {
    expect(() => retention(value)).toThrow(ConfigError);
    expect(() => retention(value)).toThrow(
      /DONATION_RETENTION_DAYS must be a whole number of days 365-36500, or "off"/,
    );
  });
});
