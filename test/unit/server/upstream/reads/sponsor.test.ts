import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { sponsorReads } from "../../../../../server/web/upstream/reads/sponsor.js";
import { EXPIRED, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const reads = (overrides = {}) => sponsorReads(testEndpointReader(upstream.url, overrides))(false);

test("sponsor names are masked whatever the upstream sends, each page cached apart", async () => {
  upstream.set("GET /api/homepage/sponsor", {
    data: { SponsorList: [{ DonorName: "王小明", Amount: 600, UpdateTime: "2026-11-20T10:20:00+08:00" }], Total: 1 },
  });
  const { getSponsors } = reads();
  const page = await getSponsors(10, 0);
  expect(page.SponsorList.map((s) => s.DonorName)).toEqual(["王○明"]);
  await getSponsors(10, 0);
  await getSponsors(10, 10);
  expect(upstream.requests.map((r) => r.url)).toEqual([
    "/api/homepage/sponsor?limit=10&offset=0",
    "/api/homepage/sponsor?limit=10&offset=10",
  ]);
});

test("a failing upstream leaves the last good page of sponsors", async () => {
  const { getSponsors } = reads(EXPIRED);
  const page = await getSponsors(10, 0);
  upstream.fail("GET /api/homepage/sponsor", "500");
  expect(await getSponsors(10, 0)).toEqual(page);
});
