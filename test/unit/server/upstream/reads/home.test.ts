import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { homeReads } from "../../../../../server/web/upstream/reads/home.js";
import { EXPIRED, hits, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const reads = (overrides = {}) => homeReads(testEndpointReader(upstream.url, overrides))(false);

test("slides without a file are dropped and the rest ordered by position", async () => {
  expect((await reads().getHomeSlides()).map((s) => s.position)).toEqual([1, 2, 3, 4]);
  upstream.set("GET /api/homepage/slider", {
    data: [
      { fileType: "image", fileUrl: "", position: 1 },
      { fileType: "image", fileUrl: "/media/b.svg", position: 9 },
      { fileType: "image", fileUrl: "/media/a.svg", position: 3 },
    ],
  });
  expect((await reads().getHomeSlides()).map((s) => s.fileUrl)).toEqual(["/media/a.svg", "/media/b.svg"]);
});

test("slides and news are one entry each, fetched once per fresh window", async () => {
  const { getHomeSlides, getNewsCategories } = reads();
  for (let i = 0; i < 2; i++) await Promise.all([getHomeSlides(), getNewsCategories()]);
  expect([hits(upstream, "/api/homepage/slider"), hits(upstream, "/api/homepage/articleList")]).toEqual([1, 1]);
});

test("a failing upstream leaves the last good news", async () => {
  const { getNewsCategories } = reads(EXPIRED);
  const news = await getNewsCategories();
  upstream.fail("GET /api/homepage/articleList", "500");
  expect(await getNewsCategories()).toEqual(news);
});
