// The proxy's headers, both ways, against a hostile upstream and visitors: only allow-listed headers
// cross; X-Forwarded-* is believed only from TRUST_PROXY peers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import type { Config } from "../../server/web/config.js";
import { startHostileUpstream, type HostileUpstream } from "../fixtures/hostile-upstream.js";
import { testConfig } from "./app-harness.js";

let upstream: HostileUpstream;
const logLines: string[] = [];
beforeAll(async () => {
  upstream = await startHostileUpstream();
});
afterEach(() => {
  upstream.reset();
  logLines.length = 0;
});
afterAll(() => upstream.close());

function appWith(overrides: Partial<Config> = {}) {
  const logger = pino({ level: "warn" }, { write: (line: string) => void logLines.push(line) });
  return createApp({ config: testConfig(overrides), logger, upstreamUrl: upstream.url });
}

/** A raw request (no client library adding or fixing headers) to the app on a real socket. */
async function rawRequest(
  app: ReturnType<typeof appWith>,
  options: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: options.method ?? "GET",
          path: options.path,
          headers: options.headers,
          agent: false,
        },
        (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString("utf8")));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end(options.body);
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

const JSON_OK: { status: number; headers: http.OutgoingHttpHeaders; body: string } = {
  status: 200,
  headers: { "content-type": "application/json" },
  body: '{"menuListData":[]}',
};

test("hop-by-hop headers, credentials and anything unlisted never reach the upstream", async () => {
  // A proxied POST with a body (donations are answered by our own handler, not proxied).
  upstream.answer("/api/website/getPage", JSON_OK);
  const body = '{"id":1}';
  const res = await rawRequest(appWith(), {
    method: "POST",
    path: "/api/website/getPage",
    body,
    headers: {
      "content-type": "application/json",
      "content-length": String(body.length),
      connection: "keep-alive, X-Secret-Hop",
      "x-secret-hop": "named by Connection",
      "keep-alive": "timeout=300",
      te: "trailers",
      upgrade: "h2c",
      "proxy-authorization": "Basic cHJveHk6c2VjcmV0",
      cookie: "session=abc",
      cookie2: '$Version="1"',
      authorization: "Bearer visitor-token",
      "x-api-key": "guess",
      "x-real-ip": "6.6.6.6",
      forwarded: "for=6.6.6.6;proto=https",
      via: "1.1 evil",
      "x-forwarded-port": "443",
      "accept-language": "zh-TW",
    },
  });
  expect(res.status).toBe(200);
  const seen = upstream.requests.at(-1)?.headers ?? {};
  for (const name of [
    "x-secret-hop",
    "keep-alive",
    "te",
    "upgrade",
    "proxy-authorization",
    "cookie",
    "cookie2",
    "authorization",
    "x-api-key",
    "x-real-ip",
    "forwarded",
    "via",
    "x-forwarded-port",
  ])
    expect(seen[name], name).toBeUndefined();
  // The pool's own connection header, not the visitor's list of hop-by-hop names.
  expect(seen.connection).toBe("keep-alive");
  expect(seen["content-type"]).toBe("application/json");
  expect(seen["accept-language"]).toBe("zh-TW");
  expect(seen.host).toBe(new URL(upstream.url).host);
});

const SPOOF = {
  "x-forwarded-for": "6.6.6.6, 203.0.113.7",
  "x-forwarded-proto": "https",
  "x-forwarded-host": "www.example.org",
};

test("by default nobody is trusted: a client's X-Forwarded-* is replaced by what we saw", async () => {
  upstream.answer("/api/homepage/slider", JSON_OK);
  await rawRequest(appWith(), { path: "/api/homepage/slider", headers: { ...SPOOF, host: "site.test" } });
  const seen = upstream.requests.at(-1)?.headers ?? {};
  expect(seen["x-forwarded-for"]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  expect(seen["x-forwarded-proto"]).toBe("http");
  expect(seen["x-forwarded-host"]).toBe("site.test");
});

test("a peer TRUST_PROXY names may state the client's address, scheme and host", async () => {
  upstream.answer("/api/homepage/slider", JSON_OK);
  await rawRequest(appWith({ trustProxy: ["loopback"] }), { path: "/api/homepage/slider", headers: SPOOF });
  const seen = upstream.requests.at(-1)?.headers ?? {};
  // The nearest untrusted address is the client; what it claimed before that ("6.6.6.6") is not believed.
  expect(seen["x-forwarded-for"]).toBe("203.0.113.7");
  expect(seen["x-forwarded-proto"]).toBe("https");
  expect(seen["x-forwarded-host"]).toBe("www.example.org");
});

test("with one trusted hop, only the address our proxy added counts, not what the client put before it", async () => {
  upstream.answer("/api/homepage/slider", JSON_OK);
  await rawRequest(appWith({ trustProxy: 1 }), { path: "/api/homepage/slider", headers: SPOOF });
  expect(upstream.requests.at(-1)?.headers["x-forwarded-for"]).toBe("203.0.113.7");
});

test("TRUST_PROXY=true believes the whole chain (only for a server no one reaches but through the proxy)", async () => {
  upstream.answer("/api/homepage/slider", JSON_OK);
  await rawRequest(appWith({ trustProxy: true }), { path: "/api/homepage/slider", headers: SPOOF });
  expect(upstream.requests.at(-1)?.headers["x-forwarded-for"]).toBe("6.6.6.6");
});

test("a trusted address that is not the peer changes nothing", async () => {
  upstream.answer("/api/homepage/slider", JSON_OK);
  await rawRequest(appWith({ trustProxy: ["10.0.0.1"] }), { path: "/api/homepage/slider", headers: SPOOF });
  const seen = upstream.requests.at(-1)?.headers ?? {};
  expect(seen["x-forwarded-for"]).toMatch(/127\.0\.0\.1$/);
  expect(seen["x-forwarded-proto"]).toBe("http");
});

test("the upstream's cookies, CORS grants, security and hop-by-hop headers never reach the visitor", async () => {
  upstream.answer("/api/website/getMenuList", {
    status: 200,
    body: '{"menuListData":[]}',
    headers: {
      "content-type": "application/json; charset=utf-8",
      etag: '"v1"',
      "cache-control": "no-cache",
      "set-cookie": ["tracker=1; Path=/", "admin=1; Domain=.example.org"],
      "access-control-allow-origin": "*",
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "PUT, DELETE",
      "access-control-allow-headers": "*",
      "access-control-expose-headers": "*",
      "content-security-policy": "script-src *",
      "strict-transport-security": "max-age=0",
      "x-frame-options": "ALLOWALL",
      "referrer-policy": "unsafe-url",
      "cross-origin-resource-policy": "cross-origin",
      "cross-origin-opener-policy": "unsafe-none",
      "permissions-policy": "camera=*",
      "x-xss-protection": "1",
      "clear-site-data": '"*"',
      refresh: "0;url=https://evil.example/",
      link: "<https://evil.example/x.js>; rel=preload; as=script",
      location: "https://evil.example/",
      "content-disposition": "attachment; filename=evil.html",
      "proxy-authenticate": "Basic",
      "alt-svc": 'h2="evil.example:443"',
      server: "upstream/1.0",
      "x-powered-by": "PHP",
      connection: "close",
      "keep-alive": "timeout=1",
    },
  });
  const res = await request(appWith()).post("/api/website/getMenuList").send({}).expect(200);
  expect(res.body).toEqual({ menuListData: [] });
  expect(res.headers.etag).toBe('"v1"');
  expect(res.headers["cache-control"]).toBe("no-cache");
  for (const name of [
    "set-cookie",
    "access-control-allow-origin",
    "access-control-allow-credentials",
    "access-control-allow-methods",
    "access-control-allow-headers",
    "access-control-expose-headers",
    "permissions-policy",
    "clear-site-data",
    "refresh",
    "link",
    "location",
    "content-disposition",
    "proxy-authenticate",
    "alt-svc",
    "server",
    "x-powered-by",
    "keep-alive",
  ])
    expect(res.headers[name], name).toBeUndefined();
  expect(res.headers["content-security-policy"]).toMatch(/script-src 'self';/);
  expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(res.headers["x-xss-protection"]).toBe("0");
});
