// The early page handler (app.ts mounts it ahead of images, sitemap, proxy and the body guard): it
// answers anonymous reads of the route table's pages, the same as the catch-all would, and passes
// everything else on, so no later handler loses a request to it.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { noMetrics } from "../../server/metrics/recorder.js";
import { assignNonce } from "../../server/security.js";
import { createHtmlShell, readManifest } from "../../server/ssr/html-shell.js";
import { createPageCache } from "../../server/ssr/page-cache.js";
import { createPageHandlers } from "../../server/ssr/ssr-handler.js";
import { routes } from "../../shared/routes/route-table.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig, testUpstreamClient } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const PASSED_ON = "passed on";

/** sharedPages, then a handler that says it was reached. */
function shortcutApp(pageCacheEntries = 50): express.Express {
  const config = { ...testConfig(), pageCacheEntries };
  const api = testUpstreamClient(upstream.url);
  const pageCache = createPageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: pageCacheEntries, maxBytes: 8 << 20 });
  const { sharedPages } = createPageHandlers({
    routes,
    config,
    logger: pino({ level: "silent" }),
    upstream: api,
    shell: createHtmlShell(readManifest(path.resolve("public"))),
    pageCache,
    metrics: noMetrics,
    htmlMemo: null,
  });
  const app = express();
  app.use(assignNonce);
  app.use(sharedPages);
  app.use((_req, res) => {
    res.status(299).send(PASSED_ON);
  });
  return app;
}

test("reads of the route table's pages are answered, stored or not", async () => {
  const app = shortcutApp();
  for (const url of ["/", "/about", "/page3?id=1&utm_source=x", "/About"]) {
    const first = await request(app).get(url).expect(200);
    expect(first.text).toContain("<!DOCTYPE html>");
    await request(app).get(url).expect(200);
  }
  await request(app).head("/").expect(200);
});

test("every other handler's paths, route data, bodies and other methods are passed on", async () => {
  const app = shortcutApp();
  const passedOn = async (test: request.Test) => {
    const res = await test;
    expect(res.status).toBe(299);
    expect(res.text).toBe(PASSED_ON);
  };
  // Not in the route table: only the catch-all matches them (the images, the sitemap, the proxy...).
  for (const url of ["/robots.txt", "/sitemap.xml", "/api/home", "/media/a.jpg", "/images/logo.svg", "/no-such-page"])
    await passedOn(request(app).get(url));
  await passedOn(request(app).get("/?_data=routes/home"));
  // A body still arriving is the body guard's to bound; a personal page is rendered per request below.
  await passedOn(request(app).get("/").set("content-type", "text/plain").send("x"));
  await passedOn(request(app).get("/donation/atm?orderNo=1"));
  await passedOn(request(app).post("/charity/charity4?activityID=1").type("form").send("a=1"));
  await passedOn(request(app).get(`/?${"x".repeat(600)}`));
});

test("a GET whose body comes in chunks is passed on too", async () => {
  const server = shortcutApp().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  try {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/", method: "GET" }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.once("error", reject);
      req.setHeader("transfer-encoding", "chunked");
      req.end("x");
    });
    expect(status).toBe(299);
  } finally {
    server.close();
  }
});

test("with the page cache off a page is still answered early, rendered for the request; the rest is passed on", async () => {
  const app = shortcutApp(0);
  for (const url of ["/", "/about", "/page3?id=1&utm_source=x"]) {
    const res = await request(app).get(url).expect(200);
    expect(res.text).toContain("<!DOCTYPE html>");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  }
  for (const url of ["/no-such-page", "/donation/atm?orderNo=1", "/?_data=routes/home", `/?${"x".repeat(600)}`])
    expect((await request(app).get(url)).status, url).toBe(299);
});
