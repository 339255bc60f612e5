// Content answers are read with a byte cap (UPSTREAM_MAX_BYTES): a larger one, or a small gzip answer
// that inflates past it, is abandoned mid-stream, logged, and its section renders empty.
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import type { Config } from "../../server/web/config.js";
import { gzipBomb, hugeJson, startHostileUpstream, type HostileUpstream } from "../fixtures/hostile-upstream.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig } from "./app-harness.js";

let fixtures: TestUpstream;
let upstream: HostileUpstream;
const logLines: string[] = [];
beforeAll(async () => {
  fixtures = await startTestUpstream();
  upstream = await startHostileUpstream(fixtures.url);
});
afterEach(() => {
  upstream.reset();
  logLines.length = 0;
});
afterAll(async () => {
  await upstream.close();
  await fixtures.close();
});

function appWith(overrides: Partial<Config> = {}) {
  const logger = pino({ level: "warn" }, { write: (line: string) => void logLines.push(line) });
  return createApp({ config: testConfig({ pageCacheEntries: 0, ...overrides }), logger, upstreamUrl: upstream.url });
}

const NEWS_TITLE = "集團年度策略會議圓滿落幕";

test("a healthy answer renders (the baseline the other tests depend on)", async () => {
  const page = await request(appWith()).get("/").expect(200);
  expect(page.text).toContain(NEWS_TITLE);
});

test("an answer past the cap is abandoned early, logged, and the page renders without that section", async () => {
  upstream.answer("/api/homepage/articleList", hugeJson(50 * 1024 * 1024, upstream.stats));
  const page = await request(appWith({ upstreamMaxBytes: 1024 * 1024 }))
    .get("/")
    .expect(200);
  expect(page.text).not.toContain(NEWS_TITLE);
  // The rest of the page is there: the menu from another call.
  expect(page.text).toContain("菁英招募");
  // Reading stopped near the cap instead of taking all 50 MB.
  expect(upstream.stats.bytesSent).toBeLessThan(20 * 1024 * 1024);
  const warning = logLines.find((line) => line.includes("larger than 1048576 bytes"));
  expect(warning).toContain("getNewsCategories");
});

test("a declared Content-Length past the cap is refused before reading", async () => {
  upstream.answer("/api/homepage/articleList", {
    status: 200,
    headers: { "content-type": "application/json", "content-length": String(3 * 1024 * 1024) },
    body: Buffer.alloc(3 * 1024 * 1024, " "),
  });
  const page = await request(appWith()).get("/").expect(200);
  expect(page.text).not.toContain(NEWS_TITLE);
  expect(logLines.some((line) => line.includes("larger than 2097152 bytes"))).toBe(true);
});

test("a gzip answer that inflates past the cap is stopped (decoded bytes count)", async () => {
  const bomb = await gzipBomb(100 * 1024 * 1024);
  expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
  upstream.answer("/api/homepage/articleList", {
    status: 200,
    headers: { "content-type": "application/json", "content-encoding": "gzip", "content-length": String(bomb.length) },
    body: bomb,
  });
  const page = await request(appWith()).get("/").expect(200);
  expect(page.text).not.toContain(NEWS_TITLE);
  expect(logLines.some((line) => line.includes("larger than 2097152 bytes"))).toBe(true);
});
