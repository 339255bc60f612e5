// The fragment cache (server/web/pages/html-memo.tsx, FRAGMENT_CACHE): the menus, footer and home sections are
// rendered once per content object and their HTML reused. A page must be the same document, byte for
// byte, whether its parts were remembered or rendered (hydration compares the two); content that changes
// upstream must show; and the remembered parts must really be reused (the metrics count it).
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import { createPrometheusMetrics } from "../../server/web/observability/metrics/prometheus.js";
import { fixtures } from "../fixtures/content-fixtures.js";
import { PAGE_KINDS } from "../fixtures/page-kinds.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
beforeEach(() => upstream.reset());
afterAll(() => upstream.close());

const PAGES = [...PAGE_KINDS, "/no-such-page"];

/** Pages rendered whole carry no nonce: the text as it is. */
const withoutNonce = (res: request.Response) => res.text;

function appWith(fragmentCache: boolean, overrides = {}) {
  const metrics = createPrometheusMetrics();
  const app = createApp({
    config: testConfig({ pageCacheEntries: 0, fragmentCache, ...overrides }),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
    metrics: metrics.recorder,
  });
  const lookups = async (outcome: string) => {
    const text = await metrics.registry.metrics();
    const line = text
      .split("\n")
      .find((l) => l.startsWith(`website_cache_lookups_total{cache="fragment",outcome="${outcome}"} `));
    return line === undefined ? 0 : Number(line.split(" ").pop());
  };
  return { app, lookups };
}

test("every page is the same document with its parts remembered, rendered for it, or with the cache off", async () => {
  const remembered = appWith(true);
  const plain = appWith(false);
  for (const page of PAGES) {
    const first = await request(remembered.app).get(page).set("accept-encoding", "identity");
    const second = await request(remembered.app).get(page).set("accept-encoding", "identity");
    const off = await request(plain.app).get(page).set("accept-encoding", "identity");
    expect(first.status, page).toBe(off.status);
    expect(second.status, page).toBe(off.status);
    expect(off.text.length, page).toBeGreaterThan(1000);
    expect(withoutNonce(first), page).toBe(withoutNonce(off));
    expect(withoutNonce(second), page).toBe(withoutNonce(off));
    // As a browser gets it (brotli): the same document.
    const zipped = await request(remembered.app).get(page).set("accept-encoding", "gzip, deflate, br");
    expect(zipped.headers["content-encoding"], page).toBe("br");
    expect(withoutNonce(zipped), page).toBe(withoutNonce(off));
  }
  // The menus, footer and home sections were rendered once and then reused; with the cache off, never looked up.
  expect(await remembered.lookups("hit")).toBeGreaterThan(PAGES.length);
  expect(await plain.lookups("hit")).toBe(0);
  expect(await plain.lookups("miss")).toBe(0);
});

test("the home page's parts are looked up in the cache once rendered: top bar, slides, news, buttons, statements, footer", async () => {
  const { app, lookups } = appWith(true);
  await request(app).get("/").expect(200);
  expect(await lookups("miss")).toBe(6);
  expect(await lookups("hit")).toBe(0);
  await request(app).get("/").expect(200);
  expect(await lookups("miss")).toBe(6);
  expect(await lookups("hit")).toBe(6);
});

test("content that changes upstream shows on the next render; unchanged content keeps its remembered HTML", async () => {
  // Content is fetched again on every render: only the content's own identity keeps a fragment.
  const { app, lookups } = appWith(true, { contentTtlMs: 0, contentStaleMs: 0 });
  const before = await request(app).get("/about").expect(200);
  expect(before.text).toContain("社會公益");
  await request(app).get("/about").expect(200);
  const hitsWhileUnchanged = await lookups("hit");
  expect(hitsWhileUnchanged).toBeGreaterThanOrEqual(2);

  const menu = structuredClone(fixtures["POST /api/website/getMenuList"]) as {
    menuListData: { id: number; name: string; path: string }[];
  };
  menu.menuListData = menu.menuListData.map((item) =>
    item.name === "社會公益" ? { ...item, name: "公益行動" } : item,
  );
  upstream.set("POST /api/website/getMenuList", menu);
  const after = await request(app).get("/about").expect(200);
  // In both menus (the dropdowns and the drawer).
  expect(after.text.split(">公益行動<").length - 1).toBe(2);
  expect(after.text).not.toContain("社會公益");
});

test("FRAGMENT_CACHE takes on or off and nothing else", async () => {
  const { loadConfig } = await import("../../server/web/config.js");
  expect(loadConfig({}).fragmentCache).toBe(true);
  expect(loadConfig({ FRAGMENT_CACHE: "off" }).fragmentCache).toBe(false);
  expect(() => loadConfig({ FRAGMENT_CACHE: "yes" })).toThrow(/FRAGMENT_CACHE must be on or off/);
});
