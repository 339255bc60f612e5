// Stale pages as ISR serves them: past its fresh time a stored page is answered at once while one
// background render refreshes it from fresh content; a failing upstream keeps the last good page; a
// page with nothing stored is one 200 answer, with no 1xx before it.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { fixtures } from "../fixtures/content-fixtures.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { BROWSER, headerOf, rawRequest, startCountedApp, type CountedApp } from "./raw-app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

/** The page fixture with another title: an edit made upstream. */
const pageTitled = (title: string): unknown =>
  JSON.parse(JSON.stringify(fixtures["POST /api/website/getPage"]).replace("年度活動回顧", title));
const PLAIN = { "accept-encoding": "identity" };
const TTL = 1000;

async function page(app: CountedApp): Promise<{ ms: number; html: string }> {
  const start = performance.now();
  const answer = await rawRequest(app.port, "GET", "/page3?id=1", PLAIN);
  expect(answer.status).toBe(200);
  return { ms: performance.now() - start, html: answer.body.toString("utf8") };
}

test("an edit shows on the visit after the one that found the page stale, however slow the upstream", async () => {
  const app = await startCountedApp(upstream.url, { contentTtlMs: TTL });
  try {
    upstream.set("POST /api/website/getPage", pageTitled("第一版標題"));
    expect((await page(app)).html).toContain("第一版標題");
    upstream.set("POST /api/website/getPage", pageTitled("第二版標題"));
    await sleep(TTL + 100);
    // Stale (content and page alike): answered at once with the last page, one refresh started.
    upstream.fail("POST /api/website/getPage", "slow");
    const stale = await page(app);
    expect(stale.html).toContain("第一版標題");
    expect(stale.ms).toBeLessThan(500);
    upstream.reset();
    upstream.set("POST /api/website/getPage", pageTitled("第二版標題"));
    // The refresh waits for fresh content (never re-stores the stale answer as fresh): the new title
    // shows well within the fresh time.
    const deadline = performance.now() + 6000;
    let latest = "";
    while (performance.now() < deadline && !latest.includes("第二版標題")) {
      await sleep(100);
      latest = (await page(app)).html;
    }
    expect(latest).toContain("第二版標題");
  } finally {
    await app.close();
  }
}, 15_000);

test("a refresh render reads fresh content, not the stale content answer", async () => {
  // A longer fresh time here: the refresh gets most of it to finish on a busy machine, and a page
  // wrongly re-stored from the stale answer would keep the old title for all of it.
  const ttl = 3000;
  const app = await startCountedApp(upstream.url, { contentTtlMs: ttl });
  try {
    upstream.set("POST /api/website/getPage", pageTitled("舊的內容"));
    await page(app);
    upstream.set("POST /api/website/getPage", pageTitled("新的內容"));
    await sleep(ttl + 100);
    expect((await page(app)).html).toContain("舊的內容");
    const deadline = performance.now() + ttl - 1000;
    let latest = "";
    while (performance.now() < deadline && !latest.includes("新的內容")) {
      await sleep(100);
      latest = (await page(app)).html;
    }
    expect(latest).toContain("新的內容");
  } finally {
    await app.close();
  }
}, 15_000);

test("while the upstream fails, the last good page keeps being served, public and at once", async () => {
  const app = await startCountedApp(upstream.url, { contentTtlMs: 200 });
  try {
    await page(app);
    upstream.fail("POST /api/website/getPage", "500");
    upstream.fail("POST /api/website/getMenuList", "500");
    for (let i = 0; i < 3; i++) {
      await sleep(250);
      const answer = await rawRequest(app.port, "GET", "/page3?id=1", PLAIN);
      expect(answer.status).toBe(200);
      expect(answer.body.toString("utf8")).toContain("年度活動回顧");
      expect(headerOf(answer, "cache-control")).toMatch(/^public/);
    }
  } finally {
    await app.close();
  }
});

test("a page with nothing stored is one 200 answer: nginx 1.22 would take a 103 for the whole answer", async () => {
  const app = await startCountedApp(upstream.url);
  try {
    const cold = await rawRequest(app.port, "GET", "/about", BROWSER);
    expect(cold.status).toBe(200);
    expect(cold.informational).toEqual([]);
  } finally {
    await app.close();
  }
});

test("a stored page says its age, so a cache in front counts its freshness from the render", async () => {
  const app = await startCountedApp(upstream.url, { contentTtlMs: 5000 });
  try {
    const first = await rawRequest(app.port, "GET", "/about", PLAIN);
    expect(headerOf(first, "age")).toBeUndefined();
    await sleep(1100);
    const later = await rawRequest(app.port, "GET", "/about", PLAIN);
    expect(Number(headerOf(later, "age"))).toBeGreaterThanOrEqual(1);
    expect(headerOf(later, "etag")).toBe(headerOf(first, "etag"));
  } finally {
    await app.close();
  }
});
