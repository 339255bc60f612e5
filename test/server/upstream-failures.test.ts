// An upstream that fails, hangs or answers garbage: the page is still a 200 with that section empty,
// within the timeout; a later healthy answer is cached again; the last good answer wins over none.
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { pino } from "pino";
import { createApp } from "../../server/web/app.js";
import { startTestUpstream, type Fault, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp, testConfig } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const NEWS_TITLE = "集團年度策略會議圓滿落幕";

test.each<Fault>(["500", "bad-json", "wrong-shape", "close", "hang"])(
  "news upstream %s: 200 page, menu shown, news empty",
  async (fault) => {
    upstream.fail("GET /api/homepage/articleList", fault);
    const started = Date.now();
    // Every call gets this deadline, the healthy ones too: long enough for a busy machine.
    const res = await request(buildApp(upstream.url, { upstreamTimeoutMs: 1500 }))
      .get("/")
      .expect(200);
    expect(Date.now() - started).toBeLessThan(1500 + 3000);
    expect(res.text).toContain("關於我們");
    expect(res.text).not.toContain(NEWS_TITLE);
  },
);

test("the whole upstream down: the layout still renders with status 200", async () => {
  const res = await request(buildApp("http://127.0.0.1:9")).get("/").expect(200);
  expect(res.text).toContain('<div id="root">');
  // The static footer (copyright year 2024) still renders; the menu section is empty.
  expect(res.text).toContain("2024");
  expect(res.text).not.toContain("集團事業");
});

test("a degraded render is not cached: the next request after recovery shows the news", async () => {
  const app = buildApp(upstream.url);
  upstream.fail("GET /api/homepage/articleList", "500");
  expect((await request(app).get("/").expect(200)).text).not.toContain(NEWS_TITLE);
  upstream.reset();
  expect((await request(app).get("/").expect(200)).text).toContain(NEWS_TITLE);
});

test("after the content expires, a failing upstream still gets the last good answer", async () => {
  const app = createApp({
    config: testConfig({ contentTtlMs: 0, contentStaleMs: 0, pageCacheEntries: 0 }),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
  });
  expect((await request(app).get("/").expect(200)).text).toContain(NEWS_TITLE);
  upstream.fail("GET /api/homepage/articleList", "500");
  expect((await request(app).get("/").expect(200)).text).toContain(NEWS_TITLE);
});

test("a render error gives the static 500 page, in Chinese, kept by no cache", async () => {
  const Boom = () => {
    throw new Error("render failed");
  };
  const app = createApp({
    config: testConfig(),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
    routes: [{ id: "root", path: "/", Component: Boom }],
  });
  const res = await request(app).get("/").expect(500);
  expect(res.text).toContain("<title>伺服器發生錯誤</title>");
  expect(res.text).toContain("頁面發生錯誤，請稍後再試。");
  expect(res.headers["cache-control"]).toBe("no-store");
});

test("a loader error gives the error boundary with status 500", async () => {
  const { StatusErrorBoundary } = await import("../../shared/routes/status-error-boundary.js");
  const app = createApp({
    config: testConfig(),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
    routes: [
      {
        id: "root",
        path: "/",
        loader: () => {
          throw new Error("loader failed");
        },
        Component: () => null,
        ErrorBoundary: StatusErrorBoundary,
      },
    ],
  });
  const res = await request(app).get("/").expect(500);
  expect(res.text).toContain("Unexpected Application Error!");
  expect(res.text).not.toContain("loader failed");
});
