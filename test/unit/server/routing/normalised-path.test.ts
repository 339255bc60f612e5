// normalisedPath: every spelling of a path reads as the router and the upstream read it.
import { expect, test } from "vitest";
import { normalisedPath } from "../../../../server/web/routing/normalised-path.js";

const normalised = (target: string) => normalisedPath(new URL(target, "http://site.test").pathname);

test.each([
  ["/charity4?id=1", "/charity4"],
  ["/charity%34?id=1", "/charity4"],
  ["/%63harity4", "/charity4"],
  ["/CHARITY4", "/CHARITY4"],
  ["/charity4/", "/charity4"],
  ["/charity4///", "/charity4"],
  ["/x/../charity4", "/charity4"],
  ["/x/%2e%2e/charity4", "/charity4"],
  ["/./charity4", "/charity4"],
  ["/api//homepage/donate", "/api/homepage/donate"],
  ["/api/homepage/%64onate/atm/", "/api/homepage/donate/atm"],
  ["/api%2Fhomepage%2Fdonate", "/api/homepage/donate"],
  ["/", "/"],
  ["/%E9%A6%96%E9%A0%81", "/首頁"],
  ["/bad%zz", "/bad%zz"],
])("%s reads as %s", (target, path) => {
  expect(normalised(target)).toBe(path);
});
