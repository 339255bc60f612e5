// The real app against a test upstream: server HTML, status codes, the policy, caching headers.
import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

describe("home page", () => {
  test("the server HTML already holds the menu and the news", async () => {
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.text).toContain('<html lang="zh-Hant-TW">');
    expect(res.text).toContain("關於我們");
    expect(res.text).toContain("集團年度策略會議圓滿落幕");
    expect(res.text).toContain('<script type="application/json" id="router-state">{"loaderData":');
    expect(res.text).not.toContain("回到首頁");
  });

  test("no nonce anywhere: scripts come from /assets and the router state is a data block", async () => {
    const app = buildApp(upstream.url);
    const first = await request(app).get("/").expect(200);
    const second = await request(app).get("/").expect(200);
    for (const res of [first, second]) {
      expect(res.text).not.toContain("nonce");
      expect(res.headers["content-security-policy"]).not.toContain("nonce");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
      // Every script is either a module from /assets or a data block no browser executes.
      for (const tag of res.text.match(/<script\b[^>]*>/g) ?? [])
        expect(tag).toMatch(/^<script (type="module" src="\/assets\/|type="application\/(json|ld\+json)")/);
    }
    expect(second.text).toBe(first.text);
    expect(second.headers["etag"]).toBe(first.headers["etag"]);
  });

  test("HTML may be kept by shared caches for the fresh time; X-Powered-By is off", async () => {
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    expect(res.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=604800, stale-if-error=86400",
    );
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("brotli is served when asked for and decodes to the same page", async () => {
    const server = http.createServer(buildApp(upstream.url)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // Raw HTTP: supertest would decode the body before we could check the encoding.
    const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      },
    );
    server.close();
    expect(headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(body).toString("utf8");
    expect(html).toContain("集團年度策略會議圓滿落幕");
  });

  test("a warm page is served from the page cache without asking the upstream again", async () => {
    const app = buildApp(upstream.url);
    await request(app).get("/").expect(200);
    const calls = upstream.requests.length;
    await request(app).get("/").expect(200);
    await request(app).get("/").expect(200);
    expect(upstream.requests.length).toBe(calls);
  });
});

describe("status codes", () => {
  test("an unknown path is a 404 page inside the layout", async () => {
    const res = await request(buildApp(upstream.url)).get("/no-such-page").expect(404);
    expect(res.text).toContain("找不到頁面");
    expect(res.text).toContain("關於我們");
  });

  test("unsupported methods on pages are refused", async () => {
    await request(buildApp(upstream.url)).delete("/").expect(405);
  });

  test("healthz answers without touching the upstream", async () => {
    const res = await request(buildApp(upstream.url)).get("/healthz").expect(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe("client navigation data", () => {
  test("one route's loader data comes back as JSON", async () => {
    const res = await request(buildApp(upstream.url)).get("/?_data=home").expect(200);
    const body: unknown = res.body;
    expect(JSON.stringify(body)).toContain("集團年度策略會議圓滿落幕");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  test("the catch-all route's 404 comes back as an error status", async () => {
    const res = await request(buildApp(upstream.url)).get("/nope?_data=not-found").expect(404);
    expect(res.body).toMatchObject({ error: { status: 404 } });
  });
});

describe("static assets", () => {
  test("hashed assets are immutable for a year; missing ones are 404", async () => {
    const app = buildApp(upstream.url);
    const html = (await request(app).get("/").expect(200)).text;
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/client-[A-Z0-9]+\.js$/);
    const res = await request(app)
      .get(script ?? "")
      .expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    await request(app).get("/assets/client-NOPE.js").expect(404);
  });
});
