import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { buddhismReads } from "../../../../../server/web/upstream/reads/buddhism.js";
import { EXPIRED, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const reads = (overrides = {}) => buddhismReads(testEndpointReader(upstream.url, overrides))(false);

test("the hall list is one entry, each hall and lesson one entry per id", async () => {
  const { getBuddhismList, getBuddhism, getBuddhismLesson } = reads();
  for (let i = 0; i < 2; i++) {
    await getBuddhismList();
    await getBuddhism(1);
    await getBuddhism(2);
    await getBuddhismLesson(52);
  }
  expect(upstream.requests.map((r) => `${r.url} ${r.body}`)).toEqual([
    "/api/website/getBuddhismList {}",
    '/api/website/getBuddhism {"id":1}',
    '/api/website/getBuddhism {"id":2}',
    '/api/website/getBuddhismLesson {"id":52}',
  ]);
});

test("a hall's HTML is sanitised before anything sees it", async () => {
  const hall = await reads().getBuddhism(1);
  expect(hall.data.content).not.toMatch(/<script|javascript:|onerror/i);
});

test("a failing upstream leaves the last good hall", async () => {
  const { getBuddhism } = reads(EXPIRED);
  const hall = await getBuddhism(1);
  upstream.fail("POST /api/website/getBuddhism", "500");
  expect(await getBuddhism(1)).toEqual(hall);
});
