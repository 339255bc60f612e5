// Pages rendered per request (page cache off): compressed by the page writer, in one piece with a
// Content-Length when the render ends in its first burst (brotli, or gzip without it), streamed
// burst by burst as gzip when it does not.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, createGunzip, gunzipSync } from "node:zlib";
import { pino } from "pino";
import { createElement, Suspense, use } from "react";
import type { RouteObject } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig } from "./app-harness.js";

const BROWSER = { "accept-encoding": "gzip, deflate, br" };

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

async function listen(routes?: RouteObject[]): Promise<{ port: number; close: () => void }> {
  const app = createApp({
    config: testConfig({ pageCacheEntries: 0 }),
    logger: pino({ level: "silent" }),
    upstreamUrl: upstream.url,
    ...(routes ? { routes } : {}),
  });
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

function get(port: number, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path: "/", headers }, resolve).on("error", reject);
  });
}

const readAll = (res: http.IncomingMessage): Promise<Buffer> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => resolve(Buffer.concat(chunks)));
  });

/** A page whose second part waits for `gate`: its shell is ready long before the render ends. */
function slowPage(gate: Promise<void>): RouteObject[] {
  const Slow = () => {
    use(gate);
    return createElement("p", null, "the slow part");
  };
  const Page = () =>
    createElement(
      "main",
      null,
      createElement("h1", null, "the shell"),
      createElement(Suspense, { fallback: createElement("p", null, "loading") }, createElement(Slow)),
    );
  return [{ id: "root", path: "/", Component: Page }];
}

/** Collects the decoded text as it arrives; resolves `until` once it contains a string. */
function decodedText(stream: NodeJS.ReadableStream) {
  let text = "";
  const waiters: { needle: string; resolve: () => void }[] = [];
  stream.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const waiter of waiters.filter((w) => text.includes(w.needle))) waiter.resolve();
  });
  const ended = new Promise<void>((resolve) => stream.on("end", resolve));
  return {
    text: () => text,
    ended,
    until: (needle: string) =>
      new Promise<void>((resolve) => (text.includes(needle) ? resolve() : waiters.push({ needle, resolve }))),
  };
}

test("a render that ends in one burst is compressed in one piece, with a Content-Length: brotli for browsers", async () => {
  const server = await listen();
  const res = await get(server.port, BROWSER);
  const body = await readAll(res);
  const gzipOnly = await get(server.port, { "accept-encoding": "gzip, deflate" });
  const gzipBody = await readAll(gzipOnly);
  server.close();
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-encoding"]).toBe("br");
  expect(res.headers["vary"]).toContain("Accept-Encoding");
  expect(Number(res.headers["content-length"])).toBe(body.length);
  const html = brotliDecompressSync(body).toString("utf8");
  expect(html).toContain("集團年度策略會議圓滿落幕");
  expect(html.endsWith("</body></html>")).toBe(true);
  // Without brotli: gzip, also in one piece.
  expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
  expect(Number(gzipOnly.headers["content-length"])).toBe(gzipBody.length);
  const withoutNonces = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce=""');
  expect(withoutNonces(gunzipSync(gzipBody).toString("utf8"))).toBe(withoutNonces(html));
});

test("a browser gets the gzipped shell before the render ends", async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const server = await listen(slowPage(gate));
  const res = await get(server.port, BROWSER);
  expect(res.headers["content-encoding"]).toBe("gzip");
  expect(res.headers["transfer-encoding"]).toBe("chunked");
  const decoded = decodedText(res.pipe(createGunzip()));
  await decoded.until("the shell");
  expect(decoded.text()).not.toContain("the slow part");
  release();
  await decoded.ended;
  server.close();
  expect(decoded.text()).toContain("the slow part");
  expect(decoded.text().endsWith("</body></html>")).toBe(true);
});

test("without gzip the shell still comes first, uncompressed", async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const server = await listen(slowPage(gate));
  const res = await get(server.port, { "accept-encoding": "identity" });
  expect(res.headers["content-encoding"]).toBeUndefined();
  const decoded = decodedText(res);
  await decoded.until("the shell");
  expect(decoded.text()).not.toContain("the slow part");
  release();
  await decoded.ended;
  server.close();
  expect(decoded.text()).toContain("the slow part");
});

test("a render that suspends streams React's inline scripts under a nonce of its own, private, no-store", async () => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await listen(slowPage(gate));
    const res = await get(server.port, { "accept-encoding": "identity" });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const nonce = /script-src 'self' 'nonce-([^']+)';/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeDefined();
    nonces.push(nonce ?? "");
    release();
    const html = (await readAll(res)).toString("utf8");
    server.close();
    const inline = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/ src=| type="application\//.test(tag));
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});
