import { expect, test } from "vitest";
import { monthlyParam, monthsPhrase, readMonthlyParam } from "../../../shared/lib/monthly-giving.js";

test("the result address's monthly parameter reads back what the content service wrote", () => {
  expect(readMonthlyParam(monthlyParam(700, 6))).toEqual({ amount: 700, months: 6 });
  expect(readMonthlyParam(monthlyParam(1_000_000, 99))).toEqual({ amount: 1_000_000, months: 99 });
});

test("a crafted monthly parameter outside what the form accepts shows no monthly box", () => {
  for (const value of [
    null,
    "",
    "700",
    "700-1",
    "700-100",
    "0-6",
    "070-6",
    "1000001-6",
    "9999999-99",
    "700-6x",
    "-700-6",
  ])
    expect(readMonthlyParam(value)).toBeNull();
});

test("the months are named as a count, the longest as until stopped", () => {
  expect(monthsPhrase(12)).toBe("共 12 期");
  expect(monthsPhrase(99)).toBe("持續至您通知停止（最多 99 期）");
});
