// Junk query values against the real app (docs/security.md, "Junk parameter values"): pages are keyed
// by the parsed value, so junk ids, other spellings of one id, junk sponsor pages and sponsor pages
// past the last render no new page and cannot push a warmed page out of the page cache; the canonical
// link names the parsed value.
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import type { CacheOutcome } from "../../server/web/cache/revalidating-cache.js";
import { noMetrics } from "../../server/web/observability/metrics/recorder.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

/** The real app with a small page cache, counting its lookups and its stored renders. */
function watchedApp() {
  const lookups: CacheOutcome[] = [];
  let renders = 0;
  const app = createApp({
    config: testConfig({ pageCacheEntries: 10 }),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
    metrics: {
      ...noMetrics,
      cacheLookup: (cache, outcome) => {
        if (cache === "page") lookups.push(outcome);
      },
      render: (mode) => {
        if (mode === "shared") renders += 1;
      },
    },
  });
  return { app, lookups, renders: () => renders };
}

/** Four times the page cache's ten slots of hostile addresses, in four kinds. */
const JUNK = Array.from({ length: 10 }, (_, i) => [
  `/page?id=junk${i}`,
  `/page3?id=${"0".repeat(i % 8)}1${" ".repeat(i % 3)}`,
  `/charity4?id=1&sponsorPage=x${i}`,
  // Past the last of the fixture's three sponsor pages: sent to the last, never rendered.
  `/charity4?id=1&sponsorPage=${4 + i}`,
]).flat();

test("junk values render no new page and leave a warmed page stored", async () => {
  const { app, lookups, renders } = watchedApp();
  await request(app).get("/about").expect(200);
  const warmed = await request(app).get("/about").expect(200);
  expect(lookups).toEqual(["miss", "hit"]);

  const before = renders();
  for (const path of JUNK) await request(app).get(path);
  // One render per page, whatever the spelling: the junk id's not-found answer, /page3?id=1, /charity4?id=1.
  expect(renders() - before).toBe(3);

  lookups.length = 0;
  const after = await request(app).get("/about").expect(200);
  expect(lookups).toEqual(["hit"]);
  expect(after.headers.etag).toBe(warmed.headers.etag);
});

test("an id no page can have is the not-found page, one stored answer for every such value", async () => {
  const { app } = watchedApp();
  const first = await request(app).get("/page?id=junk1").expect(404);
  const second = await request(app).get("/page?id=%E4%B8%80").expect(404);
  expect(first.text).toContain("<h1>找不到頁面</h1>");
  expect(first.text).toContain('<meta name="robots" content="noindex"/>');
  expect(first.text).not.toContain('rel="canonical"');
  expect(second.headers.etag).toBe(first.headers.etag);
});

test("another spelling of an id is the same stored page, whose canonical link and og:url name the parsed value", async () => {
  const { app } = watchedApp();
  const plain = await request(app).get("/page3?id=1").expect(200);
  for (const spelling of ["01", "%201", "+1+", "0001"]) {
    const res = await request(app).get(`/page3?id=${spelling}`).expect(200);
    expect(res.headers.etag, spelling).toBe(plain.headers.etag);
  }
  const { publicUrl } = testConfig();
  expect(plain.text).toContain(`<link rel="canonical" href="${publicUrl}/page3?id=1"/>`);
  expect(plain.text).toContain(`<meta property="og:url" content="${publicUrl}/page3?id=1"/>`);
});
