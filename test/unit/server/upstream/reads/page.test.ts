import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { pageReads } from "../../../../../server/web/upstream/reads/page.js";
import { EXPIRED, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const reads = (overrides = {}) => pageReads(testEndpointReader(upstream.url, overrides))(false);

test("each argument is its own cache entry, sent as the endpoint's body", async () => {
  const { getPage, getPageByPath, getAlbumContent, getArticle } = reads();
  for (let i = 0; i < 2; i++) {
    await getPage(5);
    await getPage(6);
    await getPageByPath("about");
    await getAlbumContent(3);
    await getArticle(1);
  }
  expect(upstream.requests.map((r) => `${r.url} ${r.body}`)).toEqual([
    '/api/website/getPage {"id":5}',
    '/api/website/getPage {"id":6}',
    '/api/website/getPage {"pagePath":"about"}',
    '/api/website/getAlbumContent {"albumId":3}',
    '/api/website/getArticle {"id":1}',
  ]);
});

test("upstream HTML is sanitised before anything sees it", async () => {
  const { getPage, getArticle } = reads();
  const page = await getPage(5);
  const article = await getArticle(1);
  for (const html of [page.result.content, article.content]) {
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
  }
  expect(page.result.content).toContain("內容");
});

test("a failing upstream leaves the last good page", async () => {
  const { getPage } = reads(EXPIRED);
  const page = await getPage(5);
  upstream.fail("POST /api/website/getPage", "500");
  expect(await getPage(5)).toEqual(page);
});
