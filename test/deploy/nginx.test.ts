// deploy/nginx.conf for real: Debian's nginx on loopback (TLS) in front of two processes of the built
// server, with the test upstream behind them. Streaming, headers, the visitor's address, the request
// id and the assets as a visitor meets them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { waitFor, type ServerProcess } from "../fixtures/server-process.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { fetchRaw, startPairBehindNginx, type NginxRun } from "./nginx-harness.js";

let upstream: TestUpstream;
let apps: ServerProcess[] = [];
let nginx: NginxRun;

beforeAll(async () => {
  upstream = await startTestUpstream();
  nginx = await startPairBehindNginx(upstream.url, {}, (started) => {
    apps = started;
  });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  await upstream?.close();
});

const via = (target: string, headers: Record<string, string> = {}) =>
  fetchRaw({ port: nginx.httpsPort, path: target, headers });
const allLogs = () => apps.flatMap((app) => app.logs);

// The app starts writing a page only once its loaders are done, so no page has a gap to observe; a
// proxied answer the upstream holds half-way through goes through the same location and settings.
test("a response the app streams slowly reaches the visitor as it is written, not when it ends", async () => {
  upstream.fail("GET /media/trickle/clip.webm", "held");
  let first: Buffer | undefined;
  const answer = fetchRaw({
    port: nginx.httpsPort,
    path: "/media/trickle/clip.webm",
    onChunk: (chunk) => void (first ??= chunk),
  });
  // Awaited below; on a failure above, its rejection must not go unhandled.
  answer.catch(() => undefined);
  // The upstream holds the second half back until released: only an unbuffered path delivers the first.
  try {
    await waitFor("the first half to reach the visitor", () => first !== undefined, 20_000);
  } finally {
    upstream.release();
  }
  const { status, body } = await answer;
  expect(status).toBe(200);
  expect(first?.length ?? Infinity).toBeLessThan(body.length);
  expect(body.length).toBe(readFileSync("test/fixtures/media/clip.webm").length);
});

test("security headers and the CSP arrive as the app sends them", async () => {
  const direct = await fetchRaw({ port: apps[0]?.port ?? 0, path: "/about", tls: false });
  const proxied = await via("/about");
  expect(proxied.status).toBe(200);
  // Hop-by-hop and per-response headers differ by nature; everything else must be identical.
  const comparable = (headers: Record<string, string | string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(
          ([name]) =>
            ![
              "date",
              "connection",
              "keep-alive",
              "transfer-encoding",
              "server",
              "x-request-id",
              "content-length",
              // nginx's own: whether the answer came from its page cache.
              "x-cache-status",
            ].includes(name),
        )
        .map(([name, value]) => [name, String(value)]),
    );
  expect(comparable(proxied.headers)).toEqual(comparable(direct.headers));
  // A public page carries no per-response secret, so nginx and CDNs may store it.
  expect(proxied.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
  expect(proxied.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(proxied.headers["server"]).toBe("nginx");
});

test("the visitor's address reaches the request log; a forged X-Forwarded-For does not", async () => {
  const { status } = await fetchRaw({
    port: nginx.httpsPort,
    path: "/page3?id=901",
    localAddress: "127.0.0.2",
    headers: { "x-forwarded-for": "198.51.100.7" },
  });
  expect(status).toBe(200);
  const line = await waitFor("the request's log line", () =>
    allLogs().find((l) => l.msg === "request" && l.url === "/page3?id=901"),
  );
  expect(line?.ip).toBe("127.0.0.2");
});

test("X-Request-Id: nginx's id is in its access log, the app's log, the upstream calls and the response", async () => {
  const page = await via("/page3?id=902");
  const id = page.headers["x-request-id"];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await waitFor("nginx's access log line", () => nginx.accessLog().includes(`"GET /page3?id=902 HTTP/1.1" 200`));
  expect(nginx.accessLog()).toContain(`id=${String(id)}`);
  const line = await waitFor("the app's log line", () =>
    allLogs().find((l) => l.msg === "request" && l.url === "/page3?id=902"),
  );
  expect(line?.reqId).toBe(id);
  const calls = upstream.requests.filter((r) => r.body === '{"id":902}');
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.headers["x-request-id"]).toBe(id);

  const proxied = await via("/api/homepage/slider", { "x-request-id": "forged-by-visitor" });
  expect(proxied.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  expect(upstream.requests.at(-1)?.headers["x-request-id"]).toBe(proxied.headers["x-request-id"]);
});

test("/assets/ come from nginx's disk copy with immutable caching, precompressed when the visitor takes it", async () => {
  // Only in nginx's copy of public/: an answer proves nginx served it, not the app.
  writeFileSync(path.join(nginx.publicDir, "assets", "nginx-only.txt"), "served by nginx");
  const probe = await via("/assets/nginx-only.txt");
  expect(probe.status).toBe(200);
  expect(probe.body.toString()).toBe("served by nginx");
  expect(probe.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

  const script = readdirSync(path.join(nginx.publicDir, "assets")).find((name) => name.endsWith(".js"));
  const file = path.join(nginx.publicDir, "assets", script ?? "missing.js");
  const original = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(original));
  writeFileSync(`${file}.br`, brotliCompressSync(original));
  const plain = await via(`/assets/${script}`);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.equals(original)).toBe(true);
  const gz = await via(`/assets/${script}`, { "accept-encoding": "gzip" });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gz.headers["vary"]).toBe("Accept-Encoding");
  expect(gunzipSync(gz.body).equals(original)).toBe(true);
  const br = await via(`/assets/${script}`, { "accept-encoding": "br, gzip" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers["content-type"]).toMatch(/javascript/);
  expect(br.headers["x-content-type-options"]).toBe("nosniff");
});

test("plain HTTP redirects to HTTPS; a body over BODY_LIMIT_BYTES is refused by nginx", async () => {
  const plain = await fetchRaw({ port: nginx.httpPort, path: "/about?x=1", tls: false });
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe("https://example.org/about?x=1");
  const before = upstream.requests.length;
  const tooLarge = await fetchRaw({
    port: nginx.httpsPort,
    path: "/api/homepage/donate",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: Buffer.alloc(16_385, "a"),
  });
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.headers.server).toBe("nginx");
  expect(upstream.requests.length).toBe(before);
});
