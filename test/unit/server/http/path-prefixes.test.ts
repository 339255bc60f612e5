// The prefixes the web server answers besides pages: a path is under one only at a segment boundary.
import { expect, test } from "vitest";
import { isProxiedTarget, isUnder } from "../../../../server/web/http/path-prefixes.js";

test.each([
  ["/api", true],
  ["/api/homepage/slider", true],
  ["/api?x=1", true],
  ["/media/a.jpg", true],
  ["/media", true],
  ["/apix", false],
  ["/mediakit", false],
  ["/about", false],
  ["/", false],
  ["/API/homepage/slider", false],
])("%s is proxied: %s", (target, proxied) => {
  expect(isProxiedTarget(target)).toBe(proxied);
});

test("assets and images at a segment boundary only", () => {
  expect(isUnder("/assets", "/assets/client-abc.js")).toBe(true);
  expect(isUnder("/assets", "/assetsx/client.js")).toBe(false);
  expect(isUnder("/images", "/images")).toBe(true);
});
