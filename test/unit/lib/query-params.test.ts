import { expect, test } from "vitest";
import {
  ACTIVITY_ID,
  canonicalSpelling,
  CHARITY_ID,
  CONTENT_ID,
  DONATION_PAGE_PATH,
  SPONSOR_PAGE,
  type QueryParam,
} from "../../../shared/lib/query-params.js";

const spelling = (param: QueryParam, raw: string) =>
  canonicalSpelling(param, new URLSearchParams({ [param.name]: raw }));

test("a content id is a positive integer; any other value present is invalid, spelled as the empty value", () => {
  expect(CONTENT_ID.parse(" 07 ")).toEqual({ kind: "value", value: 7 });
  expect(CONTENT_ID.parse(null)).toEqual({ kind: "absent" });
  for (const raw of ["", "0", "-1", "1.5", "1e3", "abc", "１", "9999999999"])
    expect(CONTENT_ID.parse(raw), raw).toEqual({ kind: "invalid" });
  expect(spelling(CONTENT_ID, "abc")).toBe("");
});

test("the other parameters treat a value they cannot read as absent, and the first sponsor page as none", () => {
  for (const param of [CHARITY_ID, ACTIVITY_ID, SPONSOR_PAGE]) {
    expect(spelling(param, "x"), param.name).toBeNull();
    expect(spelling(param, "003"), param.name).toBe("3");
  }
  expect(spelling(SPONSOR_PAGE, "1")).toBeNull();
  expect(spelling(DONATION_PAGE_PATH, "  about  ")).toBe("about");
  expect(spelling(DONATION_PAGE_PATH, " ")).toBeNull();
  expect(spelling(DONATION_PAGE_PATH, "x".repeat(201))).toBeNull();
});

test("a spelling parses back to itself, so a page rendered from its key keys to the same page", () => {
  const params = [CONTENT_ID, CHARITY_ID, ACTIVITY_ID, SPONSOR_PAGE, DONATION_PAGE_PATH];
  for (const param of params)
    for (const raw of ["", " ", "0", "01", "2", "x", " a b ", "-1"]) {
      const once = spelling(param, raw);
      expect(once === null ? null : spelling(param, once), `${param.name}=${raw}`).toBe(once);
    }
});
