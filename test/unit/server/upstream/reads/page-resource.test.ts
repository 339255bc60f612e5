import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { pageResourceReads } from "../../../../../server/web/upstream/reads/page-resource.js";
import { hits, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

test("each resource is its own entry, fetched once per fresh window", async () => {
  const { getPageResource } = pageResourceReads(testEndpointReader(upstream.url))(false);
  await getPageResource("0/7");
  await getPageResource("0/13");
  await getPageResource("0/7");
  expect(upstream.requests.map((r) => r.url)).toEqual([
    "/api/homepage/pageResource/0/7",
    "/api/homepage/pageResource/0/13",
  ]);
  expect(hits(upstream, "/api/homepage/pageResource/0/7")).toBe(1);
});

test("the first article is kept, sanitised; none is null", async () => {
  upstream.set("GET /api/homepage/pageResource/0/7", {
    data: {
      article: [{ article: [{ title: "t", content: "<p>a</p><script>x</script>", thumbnailUrl: "/media/r7.svg" }] }],
      slider: [],
    },
  });
  upstream.set("GET /api/homepage/pageResource/0/13", { data: { article: [], slider: [] } });
  const { getPageResource } = pageResourceReads(testEndpointReader(upstream.url))(false);
  expect((await getPageResource("0/7")).article?.content).toBe("<p>a</p>");
  expect((await getPageResource("0/13")).article).toBeNull();
});
