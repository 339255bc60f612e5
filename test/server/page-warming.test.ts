// Start-up warming on the real app: after start-up the sitemap's pages are stored before anyone asks,
// so the first visitor gets a stored page (no 103, no upstream call); PAGE_WARMING=off leaves it out.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { BROWSER, rawRequest, startCountedApp, type CountedApp } from "./raw-app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

async function warmed(app: CountedApp): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const line = app.lines.find((l) => l.msg === "page warming done");
    if (line) return line;
    await sleep(50);
  }
  throw new Error("page warming never finished");
}

test("after start-up the sitemap's pages are stored: the first visitor asks the upstream nothing", async () => {
  const app = await startCountedApp(upstream.url, { pageWarming: true });
  try {
    const done = await warmed(app);
    expect(done.pages).toBeGreaterThan(10);
    const calls = upstream.requests.length;
    for (const target of ["/", "/about", "/reward", "/buddhism"]) {
      const answer = await rawRequest(app.port, "GET", target, BROWSER);
      expect(answer.status, target).toBe(200);
      expect(answer.informational, target).toEqual([]);
    }
    expect(upstream.requests.length).toBe(calls);
  } finally {
    await app.close();
  }
}, 30_000);

test("bounded by the page cache's entries; off with PAGE_WARMING=off", async () => {
  const bounded = await startCountedApp(upstream.url, { pageWarming: true, pageCacheEntries: 3 });
  try {
    expect((await warmed(bounded)).pages).toBe(3);
  } finally {
    await bounded.close();
  }
  upstream.requests.length = 0;
  const off = await startCountedApp(upstream.url, { pageWarming: false });
  try {
    await sleep(300);
    expect(upstream.requests).toHaveLength(0);
  } finally {
    await off.close();
  }
}, 30_000);
