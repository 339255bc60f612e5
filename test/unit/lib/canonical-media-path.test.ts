// One spelling per picture: the rule the image endpoint applies to media-origin sources and pages
// apply before asking the endpoint at all.
import { expect, test } from "vitest";
import { isCanonicalAbsolute, isCanonicalPath } from "../../../shared/lib/canonical-media-path.js";

test.each(["/photo.jpg", "/p/photo.jpg", "/%E7%85%A7%E7%89%87.jpg", "/a%20b.jpg", "/a-b_c~d.e.jpg", "/@x/(1).jpg"])(
  "%s is canonical",
  (path) => {
    expect(isCanonicalPath(path)).toBe(true);
  },
);

test.each([
  "",
  "/",
  "//photo.jpg",
  "/p//photo.jpg",
  "/photo.jpg/",
  "/./photo.jpg",
  "/p/../photo.jpg",
  "/p%68oto.jpg",
  "/%e7%85%a7.jpg",
  "/a%2Fb.jpg",
  "/a%5Cb.jpg",
  "/a%00.jpg",
  "/a%2E.jpg",
  "/a b.jpg",
  "/a\\b.jpg",
  "/photo.jpg?v=1",
])("%j is not", (path) => {
  expect(isCanonicalPath(path)).toBe(false);
});

test("absolute addresses: a query or another spelling is shown as it is, not asked of the endpoint", () => {
  expect(isCanonicalAbsolute("https://cdn.example.com/p/a.jpg")).toBe(true);
  for (const src of [
    "https://cdn.example.com/p/a.jpg?v=2",
    "https://cdn.example.com//a.jpg",
    "https://cdn.example.com",
  ])
    expect(isCanonicalAbsolute(src), src).toBe(false);
});
