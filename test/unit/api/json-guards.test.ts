import { expect, test } from "vitest";
import { isRecord, listAt, numberAt, recordAt, textAt } from "../../../shared/api/json-guards.js";

test("only a plain object is a record: arrays and null are not", () => {
  expect(isRecord({ a: 1 })).toBe(true);
  expect(isRecord([])).toBe(false);
  expect(isRecord(null)).toBe(false);
  expect(isRecord("x")).toBe(false);
});

test("recordAt returns the inner object, or null for a non-object on either level", () => {
  expect(recordAt({ data: { id: 1 } }, "data")).toEqual({ id: 1 });
  expect(recordAt({ data: [1] }, "data")).toBeNull();
  expect(recordAt([{ id: 1 }], "data")).toBeNull();
});

test("listAt reads a missing or null list as empty and a non-list as a failure", () => {
  expect(listAt({ items: [1, 2] }, "items")).toEqual([1, 2]);
  expect(listAt({}, "items")).toEqual([]);
  expect(listAt({ items: null }, "items")).toEqual([]);
  expect(listAt({ items: "x" }, "items")).toBeNull();
  expect(listAt(null, "items")).toBeNull();
});

test("textAt keeps only strings; numberAt only finite numbers, else the fallback", () => {
  expect(textAt({ t: "a" }, "t")).toBe("a");
  expect(textAt({ t: 3 }, "t")).toBe("");
  expect(numberAt({ n: 2 }, "n", 9)).toBe(2);
  expect(numberAt({ n: Number.NaN }, "n", 9)).toBe(9);
  expect(numberAt({ n: "2" }, "n", 9)).toBe(9);
});
