import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { menuReads } from "../../../../../server/web/upstream/reads/menu.js";
import { EXPIRED, hits, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

test("the menu is one entry for everyone: fetched once per fresh window", async () => {
  const { getMenu } = menuReads(testEndpointReader(upstream.url))(false);
  const menu = await getMenu();
  expect(menu.length).toBeGreaterThan(0);
  expect(await getMenu()).toEqual(menu);
  expect(hits(upstream, "/api/website/getMenuList")).toBe(1);
});

test("a failing upstream leaves the last good menu", async () => {
  const { getMenu } = menuReads(testEndpointReader(upstream.url, EXPIRED))(false);
  const menu = await getMenu();
  upstream.fail("POST /api/website/getMenuList", "500");
  expect(await getMenu()).toEqual(menu);
});
