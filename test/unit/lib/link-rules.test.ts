import { describe, expect, test } from "vitest";
import { isExternalHref, safeHref, safeMediaUrl } from "../../../shared/lib/link-rules.js";

describe("safeHref", () => {
  test.each([
    ["https://example.org/a?b=1", "https://example.org/a?b=1"],
    ["http://example.org", "http://example.org/"],
    ["/page3?id=5", "/page3?id=5"],
    ["  /about  ", "/about"],
  ])("keeps %s", (raw, expected) => {
    expect(safeHref(raw)).toBe(expected);
  });

  test.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example/x",
    "/\\evil.example",
    "relative/path",
    "",
    "mailto:a@b.c",
  ])("refuses %j", (raw) => {
    expect(safeHref(raw)).toBeNull();
  });

  test("null and undefined are no link", () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});

test("safeMediaUrl drops unsafe addresses to empty", () => {
  expect(safeMediaUrl("/media/a.jpg")).toBe("/media/a.jpg");
  expect(safeMediaUrl("https://cdn.example.org/a.jpg")).toBe("https://cdn.example.org/a.jpg");
  expect(safeMediaUrl("javascript:alert(1)")).toBe("");
});

test("isExternalHref tells absolute http(s) from site paths", () => {
  expect(isExternalHref("https://example.org")).toBe(true);
  expect(isExternalHref("/page?id=1")).toBe(false);
});
