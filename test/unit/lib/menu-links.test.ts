import { describe, expect, test } from "vitest";
import type { MenuItem, MenuSubItem } from "../../../shared/api/menu.server.js";
import { menuEntry, sitePath, subItemLink } from "../../../shared/lib/menu-links.js";

const sub = (referType: MenuSubItem["referType"], path: string, id = 12): MenuSubItem => ({
  id,
  name: "n",
  path,
  referType,
});

describe("sub-item links by referType", () => {
  test("url: the path as an outside address (http(s) only)", () => {
    expect(subItemLink(sub("url", "https://example.org/partner"))).toEqual({
      kind: "external",
      href: "https://example.org/partner",
    });
    expect(subItemLink(sub("url", "javascript:alert(1)"))).toBeNull();
    expect(subItemLink(sub("url", "//evil.example"))).toBeNull();
  });
  test("page: /{path}?id={id} by client-side navigation", () => {
    expect(subItemLink(sub("page", "page", 12))).toEqual({ kind: "client", to: "/page?id=12" });
    expect(subItemLink(sub("page", "/buddhismIntro", 3))).toEqual({ kind: "client", to: "/buddhismIntro?id=3" });
  });
  test("path: /{path} with a full page load", () => {
    expect(subItemLink(sub("path", "buddhism"))).toEqual({ kind: "reload", to: "/buddhism" });
  });
  test("an empty path leads nowhere", () => {
    expect(subItemLink(sub("path", "  "))).toBeNull();
    expect(subItemLink(sub("page", ""))).toBeNull();
  });
});

test("sitePath never yields a protocol-relative address", () => {
  expect(sitePath("about")).toBe("/about");
  expect(sitePath("//evil.example/x")).toBe("/evil.example/x");
  expect(sitePath("/")).toBeNull();
});

describe("menuEntry", () => {
  const item = (extra: Partial<MenuItem>): MenuItem => ({
    id: 1,
    name: "關於我們",
    path: undefined,
    pageList: undefined,
    ...extra,
  });

  test("an entry with a path links to /{path}", () => {
    expect(menuEntry(item({ path: "about" }))).toEqual({
      kind: "link",
      id: 1,
      name: "關於我們",
      link: { kind: "client", to: "/about" },
    });
  });
  test("an entry with a page list is a group of its usable sub-items", () => {
    const entry = menuEntry(
      item({
        name: "集團事業",
        pageList: [sub("url", "https://example.org", 11), sub("url", "data:x", 14), sub("path", "buddhism", 13)],
      }),
    );
    expect(entry).toEqual({
      kind: "group",
      id: 1,
      name: "集團事業",
      items: [
        { id: 11, name: "n", link: { kind: "external", href: "https://example.org/" } },
        { id: 13, name: "n", link: { kind: "reload", to: "/buddhism" } },
      ],
    });
  });
  test("a page list with nothing usable falls back to the path, else plain text", () => {
    expect(menuEntry(item({ path: "about", pageList: [] })).kind).toBe("link");
    expect(menuEntry(item({ pageList: [sub("url", "javascript:x")] }))).toEqual({
      kind: "text",
      id: 1,
      name: "關於我們",
    });
  });
});
