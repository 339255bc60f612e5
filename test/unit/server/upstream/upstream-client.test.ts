import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { MetricsRecorder } from "../../../../server/web/observability/metrics/recorder.js";
import { hits } from "../../../fixtures/endpoint-reader.js";
import { testUpstreamClient } from "../../../fixtures/upstream-client.js";
import { startTestUpstream, type TestUpstream } from "../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const lookups: string[] = [];
const metrics: MetricsRecorder = {
  requestStarted: () => {},
  requestEnded: () => {},
  upstreamCall: () => {},
  cacheLookup: (_cache, outcome) => void lookups.push(outcome),
  render: () => {},
};

function client(overrides = {}) {
  lookups.length = 0;
  return testUpstreamClient(upstream.url, { metrics, ...overrides });
}

test("a read is fetched once and then served from the cache, for shared answers too", async () => {
  const reads = client();
  const menu = await reads.getMenu();
  expect(await reads.getMenu()).toEqual(menu);
  expect(await reads.forShared.getMenu()).toEqual(menu);
  expect(hits(upstream, "/api/website/getMenuList")).toBe(1);
  expect(lookups[0]).not.toBe(lookups[1]);
});

test("a shared answer waits for a stale entry's refresh; a visitor's answer does not", async () => {
  const reads = client({ ttlMs: 0 });
  const menu = (name: string) => ({ menuListData: [{ id: 1, name, path: "a" }] });
  upstream.set("POST /api/website/getMenuList", menu("A"));
  await reads.getMenu();
  upstream.set("POST /api/website/getMenuList", menu("B"));
  expect((await reads.forShared.getMenu())[0]?.name).toBe("B");
  upstream.set("POST /api/website/getMenuList", menu("C"));
  expect((await reads.getMenu())[0]?.name).toBe("B");
});
