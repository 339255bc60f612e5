// Visitors during an outage: with a cold cache and an upstream that fails fast, a crowd of visitors costs
// the upstream one call per content key per UPSTREAM_FAILURE_MS, not one per visitor; when that time is
// up, one call per key probes it, and once it answers the pages are whole again.
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { fixtures } from "../fixtures/content-fixtures.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const PAGES = ["/", "/about", "/charity4?id=1", "/page?id=12", "/buddhism", "/focusActivities"];

function failEverything(): void {
  for (const key of Object.keys(fixtures)) upstream.fail(key, "500");
}

/** `rounds` waves of one request per page each, the waves one after another. */
async function visit(app: ReturnType<typeof buildApp>, rounds: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(PAGES.map((path) => request(app).get(path)));
    statuses.push(...answers.map((res) => res.status));
  }
  return statuses;
}

const contentCalls = () => upstream.requests.filter((r) => r.url.startsWith("/api/")).length;

test("a failing upstream gets one call per key while the failure is remembered, not one per visitor", async () => {
  failEverything();
  const app = buildApp(upstream.url, { upstreamFailureMs: 60_000 });
  const first = await visit(app, 1);
  const afterFirstWave = contentCalls();
  expect(afterFirstWave).toBeGreaterThan(0);
  const statuses = await visit(app, 20);
  // The pages still answer (degraded, never stored), and the upstream heard nothing more.
  expect(new Set([...first, ...statuses].filter((status) => status >= 500))).toEqual(new Set());
  expect(contentCalls()).toBe(afterFirstWave);
});

test("when the failure memory runs out, one call per key probes; a recovered upstream fills the pages again", async () => {
  failEverything();
  const app = buildApp(upstream.url, { upstreamFailureMs: 300 });
  await visit(app, 3);
  const failedCalls = contentCalls();
  upstream.reset();
  await new Promise((resolve) => setTimeout(resolve, 350));
  const crowd = await Promise.all(Array.from({ length: 60 }, () => request(app).get("/about")));
  expect(crowd.every((res) => res.status === 200 && res.text.includes("集團事業"))).toBe(true);
  // The crowd's calls: one per key /about reads, however many visitors came.
  const probeCalls = upstream.requests.map((r) => `${r.method} ${r.url} ${r.body}`);
  expect(new Set(probeCalls).size).toBe(probeCalls.length);
  expect(failedCalls).toBeGreaterThan(0);
});
