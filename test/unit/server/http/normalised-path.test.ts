// normalisedPath: every spelling of a path reads as the router and the upstream read it, so the
// donation limit (isDonationPost) counts every spelling of a donation address.
import { expect, test } from "vitest";
import { isDonationPost } from "../../../../server/web/donations/donation-rate-limit.js";
import { normalisedPath } from "../../../../server/web/http/normalised-path.js";

test.each([
  ["/charity4?id=1", "/charity4"],
  ["/charity%34?id=1", "/charity4"],
  ["/%63harity4", "/charity4"],
  ["/CHARITY4", "/charity4"],
  ["/charity4/", "/charity4"],
  ["/charity4///", "/charity4"],
  ["//charity4", "/charity4"],
  ["/x/../charity4", "/charity4"],
  ["/x/%2e%2e/charity4", "/charity4"],
  ["/./charity4", "/charity4"],
  ["/api//homepage/donate", "/api/homepage/donate"],
  ["/api/homepage/%64onate/atm/", "/api/homepage/donate/atm"],
  ["/", "/"],
  ["/%E9%A6%96%E9%A0%81", "/首頁"],
  ["/bad%zz", "/bad%zz"],
])("%s reads as %s", (target, path) => {
  expect(normalisedPath(target)).toBe(path);
});

test("only POSTs to the donation addresses count", () => {
  expect(isDonationPost("POST", "/Charity%34/?id=1")).toBe(true);
  expect(isDonationPost("POST", "/%63harity?path=donate-general")).toBe(true);
  expect(isDonationPost("POST", "/API/homepage/donate/ATM")).toBe(true);
  expect(isDonationPost("GET", "/charity4?id=1")).toBe(false);
  expect(isDonationPost("POST", "/charity3?id=1")).toBe(false);
  expect(isDonationPost("POST", "/api/homepage/donated")).toBe(false);
});
