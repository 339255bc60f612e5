import { describe, expect, it } from "vitest";
import {
  capitalNumerals,
  chineseCapitalAmount,
  MAX_CAPITAL_AMOUNT,
} from "../../../server/content-service/receipts/chinese-amount.js";

describe("chineseCapitalAmount", () => {
  it("writes the receipt's form of an amount", () => {
    expect(chineseCapitalAmount(1200)).toBe("新臺幣壹仟貳佰元整");
    expect(chineseCapitalAmount(0)).toBe("新臺幣零元整");
  });

  it.each([
    [1, "壹"],
    [10, "壹拾"],
    [15, "壹拾伍"],
    [100, "壹佰"],
    [101, "壹佰零壹"],
    [110, "壹佰壹拾"],
    [1005, "壹仟零伍"],
    [1010, "壹仟零壹拾"],
    [9999, "玖仟玖佰玖拾玖"],
    [10_000, "壹萬"],
    [10_001, "壹萬零壹"],
    [10_100, "壹萬零壹佰"],
    [12_345, "壹萬貳仟參佰肆拾伍"],
    [100_500, "壹拾萬零伍佰"],
    [1_000_000, "壹佰萬"],
    [1_001_000, "壹佰萬壹仟"],
    [20_003_000, "貳仟萬參仟"],
    [100_000_000, "壹億"],
    [100_001_000, "壹億零壹仟"],
    [1_000_010_000, "壹拾億零壹萬"],
    [MAX_CAPITAL_AMOUNT, "玖仟玖佰玖拾玖億玖仟玖佰玖拾玖萬玖仟玖佰玖拾玖"],
  ])("%d -> %s", (amount, text) => {
    expect(capitalNumerals(amount)).toBe(text);
  });

  it("refuses what is not a whole amount it can write", () => {
    for (const bad of [-1, 1.5, Number.NaN, MAX_CAPITAL_AMOUNT + 1])
      expect(() => capitalNumerals(bad)).toThrow(RangeError);
  });
});
