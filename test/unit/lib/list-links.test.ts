// The link rules of /socialActivity and /focusActivities.
import { describe, expect, test } from "vitest";
import { focusItemLink, socialEntryLink } from "../../../shared/lib/list-links.js";

describe("socialEntryLink", () => {
  test("links to /{path}?id={id}", () => {
    expect(socialEntryLink({ id: 7, path: "page" })).toEqual({ kind: "internal", to: "/page?id=7" });
    expect(socialEntryLink({ id: 8, path: "page2" })).toEqual({ kind: "internal", to: "/page2?id=8" });
  });

  test("a leading slash in the path is not doubled", () => {
    expect(socialEntryLink({ id: 3, path: "/page3" })).toEqual({ kind: "internal", to: "/page3?id=3" });
  });

  test("a path that cannot leave the site stays on it", () => {
    // "//host" would be protocol-relative; the leading slashes are dropped instead.
    expect(socialEntryLink({ id: 4, path: "//evil.example/x" })).toEqual({
      kind: "internal",
      to: "/evil.example/x?id=4",
    });
  });

  test("no usable path, no link", () => {
    expect(socialEntryLink({ id: 9, path: "" })).toBeNull();
    expect(socialEntryLink({ id: 9, path: "  / " })).toBeNull();
  });
});

describe("focusItemLink", () => {
  test("without a redirect: /page{typeID}?id={pageID}", () => {
    expect(focusItemLink({ redirectUrl: "", typeID: 1, pageID: 5 })).toEqual({ kind: "internal", to: "/page?id=5" });
    expect(focusItemLink({ redirectUrl: "", typeID: 2, pageID: 6 })).toEqual({ kind: "internal", to: "/page2?id=6" });
    expect(focusItemLink({ redirectUrl: "", typeID: 3, pageID: 12 })).toEqual({ kind: "internal", to: "/page3?id=12" });
  });

  test("an external redirect opens as an external link", () => {
    expect(focusItemLink({ redirectUrl: "https://news.example.org/award", typeID: 1, pageID: 7 })).toEqual({
      kind: "external",
      href: "https://news.example.org/award",
    });
  });

  test("a site-relative redirect stays in the app", () => {
    expect(focusItemLink({ redirectUrl: "/article?id=9", typeID: 1, pageID: 8 })).toEqual({
      kind: "internal",
      to: "/article?id=9",
    });
  });

  test.each(["javascript:alert(1)", "//evil.example", "   "])(
    "an unsafe or blank redirect %j falls back to the page",
    (redirectUrl) => {
      expect(focusItemLink({ redirectUrl, typeID: 3, pageID: 10 })).toEqual({ kind: "internal", to: "/page3?id=10" });
    },
  );
});
