// The status each donation outcome answers with: only a payment form is a success, a refusal with a
// message for the donor is 4xx, and an upstream failure or an unknown outcome is 5xx.
import { expect, test } from "vitest";
import { DONATE_PATHS, DONATION_STATUS } from "../../../shared/api/donation.js";

test("only a payment form is a success", () => {
  const successes = Object.entries(DONATION_STATUS).filter(([, status]) => status < 300);
  expect(successes.map(([kind]) => kind)).toEqual(["payment"]);
});

test("refusals (ours or the upstream's) are 4xx; upstream failures and an unknown outcome are 5xx", () => {
  for (const kind of ["invalid", "refused"] as const) expect(Math.floor(DONATION_STATUS[kind] / 100), kind).toBe(4);
  for (const kind of ["unavailable", "rejected", "unknown"] as const)
    expect(Math.floor(DONATION_STATUS[kind] / 100), kind).toBe(5);
});

test("the two payment methods post to two different addresses under the donation API", () => {
  const addresses = Object.values(DONATE_PATHS);
  expect(new Set(addresses).size).toBe(addresses.length);
  for (const address of addresses) expect(address).toMatch(/^\/api\/homepage\/donate(\/|$)/);
});
