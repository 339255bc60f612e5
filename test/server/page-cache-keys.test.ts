// The page handler with a page cache the test can watch: a render is shared by every URL that differs
// only in query parameters its routes do not read.
import path from "node:path";
import { noMetrics } from "../../server/web/observability/metrics/recorder.js";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { CacheOutcome } from "../../server/web/cache/revalidating-cache.js";
import { createSecurityHeaders } from "../../server/web/http/security-headers.js";
import { createHtmlShell, readManifest } from "../../server/web/pages/html-shell.js";
import { createPageCache, type PageCache } from "../../server/web/pages/page-cache.js";
import { createPageHandler } from "../../server/web/pages/page-handler.js";
import { routes } from "../../shared/routes/route-table.js";
import { createSorter } from "../../server/web/routing/sort-request.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig, testUpstreamClient } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

function pageApp(): { app: express.Express; pageCache: PageCache; outcomes: CacheOutcome[] } {
  const config = testConfig();
  const logger = pino({ level: "silent" });
  const outcomes: CacheOutcome[] = [];
  const pageCache = createPageCache({
    ttlMs: 60_000,
    staleMs: 0,
    maxEntries: 50,
    maxBytes: 8 * 1024 * 1024,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  const api = testUpstreamClient(upstream.url);
  const shell = createHtmlShell(readManifest(path.resolve("public")));
  const app = express();
  const security = createSecurityHeaders(config);
  const pages = createPageHandler({
    routes,
    config,
    logger,
    upstream: api,
    shell,
    pageCache,
    metrics: noMetrics,
    security,
    sorter: createSorter(routes),
  });
  app.use((req, res) => pages.handle(req, res));
  return { app, pageCache, outcomes };
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, "");

test("query parameters the page does not read share its render and its cache slot", async () => {
  const { app, outcomes } = pageApp();
  const first = await request(app).get("/?x=1").expect(200);
  const second = await request(app).get("/?x=2").expect(200);
  await request(app).get("/?utm_source=a&x=3").expect(200);
  expect(outcomes).toEqual(["miss", "hit", "hit"]);
  expect(withoutNonces(second.text)).toBe(withoutNonces(first.text));
});

test("the query parameters a page reads still pick what it shows", async () => {
  const { app, outcomes } = pageApp();
  await request(app).get("/page?id=1&x=1").expect(200);
  await request(app).get("/page?id=1&x=2").expect(200);
  await request(app).get("/page?id=2").expect(200);
  expect(outcomes).toEqual(["miss", "hit", "miss"]);
});
