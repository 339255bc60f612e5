import { expect, test } from "vitest";
import { sponsorResponse } from "../../../shared/api/sponsor.server.js";

test("sponsors match the contract", () => {
  expect(
    sponsorResponse.parse({
      data: { SponsorList: [{ DonorName: "王○明", Amount: 600, UpdateTime: "2024-05-01T10:20:00+08:00" }], Total: 57 },
    }).data.Total,
  ).toBe(57);
});

test("a non-numeric total fails instead of rendering nonsense", () => {
  expect(sponsorResponse.safeParse({ data: { SponsorList: [], Total: "many" } }).success).toBe(false);
});
