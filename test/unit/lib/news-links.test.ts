import { expect, test } from "vitest";
import { newsCardLink } from "../../../shared/lib/news-links.js";

test("no redirect address: /page3?id={pageID} in a new tab", () => {
  expect(newsCardLink({ pageID: 5, redirectUrl: "" })).toEqual({ href: "/page3?id=5", newTab: true, external: false });
});

test("a redirect address is followed as it is", () => {
  expect(newsCardLink({ pageID: 6, redirectUrl: "https://news.example.org/a" })).toEqual({
    href: "https://news.example.org/a",
    newTab: false,
    external: true,
  });
  expect(newsCardLink({ pageID: 6, redirectUrl: "/about" })).toEqual({
    href: "/about",
    newTab: false,
    external: false,
  });
});

test("an unsafe redirect address counts as none", () => {
  expect(newsCardLink({ pageID: 9, redirectUrl: "javascript:alert(1)" })).toEqual({
    href: "/page3?id=9",
    newTab: true,
    external: false,
  });
});
