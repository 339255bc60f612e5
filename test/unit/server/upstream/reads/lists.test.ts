import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { listReads } from "../../../../../server/web/upstream/reads/lists.js";
import { EXPIRED, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const reads = (overrides = {}) => listReads(testEndpointReader(upstream.url, overrides))(false);

test("page lists are one entry per menu path, focus and history one entry each", async () => {
  const { getPageList, getFocusList, getHistoryList } = reads();
  for (let i = 0; i < 2; i++) {
    await getPageList("/a");
    await getPageList("/b");
    await getFocusList();
    await getHistoryList();
  }
  expect(upstream.requests.map((r) => `${r.url} ${r.body}`)).toEqual([
    '/api/website/getPageList {"menuPath":"/a"}',
    '/api/website/getPageList {"menuPath":"/b"}',
    "/api/website/getFocusList {}",
    "/api/website/getHistoryList {}",
  ]);
});

test("a failing upstream leaves the last good list", async () => {
  const { getHistoryList } = reads(EXPIRED);
  const history = await getHistoryList();
  upstream.fail("POST /api/website/getHistoryList", "500");
  expect(await getHistoryList()).toEqual(history);
});
