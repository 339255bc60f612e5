import type { IncomingMessage, ServerResponse } from "node:http";
import { createElement } from "react";
import { useLoaderData, type RouteObject } from "react-router";
import request from "supertest";
import { expect, test } from "vitest";
import { loadConfig, type Config } from "../../../../server/web/config.js";
import { createSecurityHeaders } from "../../../../server/web/http/security-headers.js";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { noMetrics } from "../../../../server/web/observability/metrics/recorder.js";
import { createHtmlShell } from "../../../../server/web/pages/html-shell.js";
import { createPageCache } from "../../../../server/web/pages/page-cache.js";
import { createPageHandler } from "../../../../server/web/pages/page-handler.js";
import { PRIVATE_NO_STORE } from "../../../../server/web/pages/send-page.js";
import type { Sorted, Sorter } from "../../../../server/web/routing/sort-request.js";
import { createUpstreamClient } from "../../../../server/web/upstream/upstream-client.js";
import type { ApiClient } from "../../../../shared/api/api-client.js";

/** Nothing listens on port 9: every upstream call fails, so a page that makes one is degraded. */
const upstream = createUpstreamClient({
  baseUrl: "http://127.0.0.1:9",
  timeoutMs: 500,
  ttlMs: 0,
  staleMs: 0,
  failureMs: 0,
  maxBytes: 1024,
  donation: { timeoutMs: 500, gatewayUrl: "/x" },
  onRefreshError: () => undefined,
});

function setUp(overrides: Partial<Config> = {}) {
  const loads: Record<string, number> = {};
  const counted = (id: string) => (loads[id] = (loads[id] ?? 0) + 1);
  const Text = () => createElement("p", null, String(useLoaderData()));
  const routes: RouteObject[] = [
    {
      id: "home",
      path: "/",
      loader: ({ request }) => `home ${counted("home")}${new URL(request.url).search}`,
      Component: Text,
    },
    { id: "mine", path: "/mine", loader: () => `mine ${counted("mine")}`, Component: Text },
    {
      id: "menu",
      path: "/menu",
      loader: async ({ context }: { context: { api: ApiClient } }) =>
        `menu ${counted("menu")} ${(await context.api.getMenu()) === null ? "null" : "menu"}`,
      Component: Text,
    },
  ];
  const page = (url: string): Sorted => ({ kind: "page", label: url, target: { key: url, url, notFound: false } });
  const sortings: Record<string, Sorted> = {
    "/": page("/"),
    "/menu": page("/menu"),
    "/mine": { kind: "live", label: "/mine", url: "/mine" },
    "/?_data=home": { kind: "data", label: "/", url: new URL("http://localhost/?_data=home"), routeId: "home" },
    "/%zz": { kind: "bad-target", label: "bad" },
  };
  const sorter: Sorter = {
    of: (req: IncomingMessage) => sortings[req.url ?? ""] ?? { kind: "bad-target", label: "bad" },
    sort: () => ({ kind: "bad-target", label: "bad" }),
  };
  const config = { ...loadConfig({}), ...overrides };
  const handler = createPageHandler({
    routes,
    config,
    logger: createLogger("silent"),
    upstream,
    shell: createHtmlShell({ script: "/assets/client.js", stylesheet: null, preload: [], modules: {} }),
    pageCache: createPageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: config.pageCacheEntries, maxBytes: 1e6 }),
    metrics: noMetrics,
    security: createSecurityHeaders(config),
    sorter,
  });
  const app = (req: IncomingMessage, res: ServerResponse) => handler.handle(req, res);
  return { app, loads, handler };
}

test("a shared page is rendered once, stored, and sent public with its ETag", async () => {
  const { app, loads } = setUp();
  const first = await request(app).get("/").expect(200);
  expect(first.text).toContain("<p>home 1</p>");
  expect(first.text).toMatch(/^<!DOCTYPE html>/);
  expect(first.headers["cache-control"]).toMatch(/^public/);
  expect(first.headers.etag).toBeDefined();
  const second = await request(app).get("/").expect(200);
  expect(second.text).toBe(first.text);
  expect(loads.home).toBe(1);
});

test("a degraded render goes to its visitor only, private, and is not stored", async () => {
  const { app, loads } = setUp();
  const res = await request(app).get("/menu").expect(200);
  expect(res.text).toContain("<p>menu 1 null</p>");
  expect(res.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  expect(res.headers.etag).toBeUndefined();
  await request(app).get("/menu").expect(200);
  expect(loads.menu).toBe(2);
});

test("one visitor's page, or any page with the page cache off, is rendered for the request", async () => {
  const { app, loads } = setUp({ pageCacheEntries: 0 });
  for (const path of ["/", "/mine"]) {
    const res = await request(app).get(path).expect(200);
    expect(res.headers["cache-control"], path).toBe(PRIVATE_NO_STORE);
    expect(res.text, path).toContain(`<p>${path === "/" ? "home" : "mine"} 1</p>`);
  }
  await request(app).get("/").expect(200);
  expect(loads.home).toBe(2);
});

test("a data request answers the route's loader data as JSON, the loader seeing the page's own URL", async () => {
  const { app } = setUp();
  const res = await request(app).get("/?_data=home").expect(200);
  expect(res.body).toEqual({ data: "home 1" });
});

test("a bad target is refused with 400", async () => {
  await request(setUp().app).get("/%zz").expect(400);
});

test("warming stores a page once and skips one already stored", async () => {
  const { handler, loads } = setUp();
  const target = { key: "/", url: "/", notFound: false };
  expect((await handler.warm(target))?.kind).toBe("page");
  expect(await handler.warm(target)).toBeNull();
  expect(loads.home).toBe(1);
});
