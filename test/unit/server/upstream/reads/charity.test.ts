import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { charityReads } from "../../../../../server/web/upstream/reads/charity.js";
import { EXPIRED, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const reads = (overrides = {}) => charityReads(testEndpointReader(upstream.url, overrides))(false);

test("each id is its own cache entry, sent as the endpoint's body", async () => {
  const { getCharity, getCharityActivityList, getCharityActivity, getCharityAlbum } = reads();
  for (let i = 0; i < 2; i++) {
    await getCharity(1);
    await getCharity(2);
    await getCharityActivityList(1);
    await getCharityActivity(23);
    await getCharityAlbum(1);
  }
  expect(upstream.requests.map((r) => `${r.url} ${r.body}`)).toEqual([
    '/api/website/getCharity {"id":1}',
    '/api/website/getCharity {"id":2}',
    '/api/website/getCharityActivityList {"id":1}',
    '/api/website/getCharityActivity {"id":23}',
    '/api/website/getCharityAlbum {"id":1}',
  ]);
});

test("upstream HTML is sanitised before anything sees it", async () => {
  upstream.set("POST /api/website/getCharity", {
    data: { data: { title: "協會", content: '<p onerror="x">a</p><script>b</script>' } },
  });
  const { getCharity, getCharityActivityList, getCharityActivity } = reads();
  const htmls = [
    (await getCharity(1)).content,
    (await getCharityActivity(1)).content,
    ...(await getCharityActivityList(1)).map((a) => a.content),
  ];
  for (const html of htmls) expect(html).not.toMatch(/<script|javascript:|onerror/i);
  expect(htmls[0]).toBe("<p>a</p>");
});

test("a failing upstream leaves the last good charity", async () => {
  const { getCharity } = reads(EXPIRED);
  const charity = await getCharity(1);
  upstream.fail("POST /api/website/getCharity", "500");
  expect(await getCharity(1)).toEqual(charity);
});
