import { expect, test } from "vitest";
import { gatewayOrigin, loadConfig } from "../../../server/web/config.js";

test("defaults match the documented configuration", () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: "0.0.0.0",
    upstreamUrl: null,
    upstreamTimeoutMs: 5000,
    logLevel: "info",
    paymentGatewayUrl: "/api/payment-sandbox/checkout",
  });
  expect(gatewayOrigin(config)).toBeNull();
});

test("a gateway on another host goes into form-action by origin", () => {
  expect(
    gatewayOrigin(loadConfig({ PAYMENT_GATEWAY_URL: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5" })),
  ).toBe("https://payment-stage.ecpay.com.tw");
});

test("every bad value is listed at once", () => {
  let message = "";
  try {
    loadConfig({ PORT: "abc", UPSTREAM_URL: "ftp://x", UPSTREAM_TIMEOUT_MS: "-1", LOG_LEVEL: "loud" });
  } catch (error) {
    message = error instanceof Error ? error.message : "";
  }
  expect(message).toMatch(/^Invalid configuration:/);
  for (const name of ["PORT", "UPSTREAM_URL", "UPSTREAM_TIMEOUT_MS", "LOG_LEVEL"])
    expect(message).toContain(`- ${name} must be`);
});

test("donations: the call's own deadline and the rate limit, range-checked (issue 7.9, 7.13)", () => {
  expect(loadConfig({})).toMatchObject({
    donationTimeoutMs: 30_000,
    donationRateLimit: 10,
    donationRateWindowMs: 600_000,
  });
  expect(
    loadConfig({ DONATION_TIMEOUT_MS: "45000", DONATION_RATE_LIMIT: "3", DONATION_RATE_WINDOW_MS: "60000" }),
  ).toMatchObject({ donationTimeoutMs: 45_000, donationRateLimit: 3, donationRateWindowMs: 60_000 });
  for (const [name, value] of [
    ["DONATION_TIMEOUT_MS", "999"],
    ["DONATION_TIMEOUT_MS", "abc"],
    ["DONATION_RATE_LIMIT", "0"],
    ["DONATION_RATE_LIMIT", "1.5"],
    ["DONATION_RATE_WINDOW_MS", "86400001"],
  ] as const) {
    expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(`${name} must be`);
  }
  // A donation deadline shorter than every other call's would make donations the first to give up.
  expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: "20000", DONATION_TIMEOUT_MS: "10000" })).toThrow(
    "DONATION_TIMEOUT_MS (10000) must not be shorter than UPSTREAM_TIMEOUT_MS (20000)",
  );
});

test("metrics are off unless METRICS_PORT is set, and listen on loopback by default", () => {
  expect(loadConfig({})).toMatchObject({ metricsPort: null, metricsHost: "127.0.0.1" });
  expect(loadConfig({ METRICS_PORT: "9464" })).toMatchObject({ metricsPort: 9464, metricsHost: "127.0.0.1" });
  expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metricsHost).toBe("10.0.0.5");
});

test("METRICS_PORT must be a port and must not be the public one", () => {
  expect(() => loadConfig({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT must be an integer between 1 and 65535/);
  expect(() => loadConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT must be/);
  expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must differ from PORT/);
});

test("PUBLIC_URL: an http(s) origin; defaults to localhost on the port", () => {
  expect(loadConfig({}).publicUrl).toBe("http://localhost:3000");
  expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  expect(loadConfig({ PUBLIC_URL: "https://www.example.org/" }).publicUrl).toBe("https://www.example.org");
  for (const bad of ["www.example.org", "ftp://example.org", "https://example.org/site", "https://example.org/?a=1"]) {
    expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
  }
});

test("request deadlines and the pending-body bounds: documented defaults, overridable, validated", () => {
  expect(loadConfig({})).toMatchObject({
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 10_000,
    maxPendingBodies: 32,
    maxPendingBodiesPerClient: 8,
  });
  expect(
    loadConfig({
      HEADERS_TIMEOUT_MS: "5000",
      BODY_TIMEOUT_MS: "15000",
      MAX_PENDING_BODIES: "32",
      MAX_PENDING_BODIES_PER_CLIENT: "2",
    }),
  ).toMatchObject({
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 15_000,
    maxPendingBodies: 32,
    maxPendingBodiesPerClient: 2,
  });
  expect(() => loadConfig({ BODY_TIMEOUT_MS: "0", MAX_PENDING_BODIES: "none" })).toThrow(
    /BODY_TIMEOUT_MS must be[\s\S]*MAX_PENDING_BODIES must be/,
  );
});

test("image settings have safe defaults and are range-checked", () => {
  expect(loadConfig({}).images).toEqual({
    siteMediaUrl: null,
    cacheDir: "data/image-cache",
    cacheMaxBytes: 1024 * 1024 * 1024,
    maxSourceBytes: 25 * 1024 * 1024,
    maxPixels: 50_000_000,
    timeoutMs: 15_000,
    concurrency: 1,
    queueLimit: 500,
    avif: true,
  });
  const set = loadConfig({
    SITE_MEDIA_URL: "https://static.example.com/site/",
    IMAGE_AVIF: "off",
    IMAGE_CONCURRENCY: "2",
  });
  expect(set.images).toMatchObject({ siteMediaUrl: "https://static.example.com/site", avif: false, concurrency: 2 });
  let message = "";
  try {
    loadConfig({
      SITE_MEDIA_URL: "https://user@static.example.com",
      IMAGE_AVIF: "maybe",
      IMAGE_CONCURRENCY: "0",
      IMAGE_SOURCE_MAX_MB: "1000",
      IMAGE_SOURCE_MAX_MEGAPIXELS: "x",
    });
  } catch (error) {
    message = error instanceof Error ? error.message : "";
  }
  for (const name of [
    "SITE_MEDIA_URL",
    "IMAGE_AVIF",
    "IMAGE_CONCURRENCY",
    "IMAGE_SOURCE_MAX_MB",
    "IMAGE_SOURCE_MAX_MEGAPIXELS",
  ])
    expect(message).toContain(`- ${name} must`);
});

test("the embedded content service's liveness probe: documented defaults, overridable, validated", () => {
  expect(loadConfig({}).contentProbe).toEqual({ intervalMs: 2000, timeoutMs: 1000, misses: 3, killGraceMs: 2000 });
  expect(
    loadConfig({
      CONTENT_PROBE_INTERVAL_MS: "500",
      CONTENT_PROBE_TIMEOUT_MS: "200",
      CONTENT_PROBE_MISSES: "5",
      CONTENT_KILL_GRACE_MS: "0",
    }).contentProbe,
  ).toEqual({ intervalMs: 500, timeoutMs: 200, misses: 5, killGraceMs: 0 });
  for (const [name, value] of [
    ["CONTENT_PROBE_INTERVAL_MS", "99"],
    ["CONTENT_PROBE_TIMEOUT_MS", "49"],
    ["CONTENT_PROBE_MISSES", "0"],
    ["CONTENT_PROBE_MISSES", "1.5"],
    ["CONTENT_KILL_GRACE_MS", "-1"],
  ] as const) {
    expect(() => loadConfig({ [name]: value }), name).toThrow(`${name} must be an integer`);
  }
  expect(() => loadConfig({ CONTENT_PROBE_INTERVAL_MS: "500", CONTENT_PROBE_TIMEOUT_MS: "800" })).toThrow(
    "CONTENT_PROBE_TIMEOUT_MS (800) must not be longer than CONTENT_PROBE_INTERVAL_MS (500)",
  );
});

test("stale pages are served up to CONTENT_STALE_MS (7 days by default, 30 at most); PAGE_WARMING on or off", () => {
  expect(loadConfig({})).toMatchObject({ contentStaleMs: 604_800_000, pageWarming: true });
  expect(loadConfig({ CONTENT_STALE_MS: "2592000000", PAGE_WARMING: "off" })).toMatchObject({
    contentStaleMs: 2_592_000_000,
    pageWarming: false,
  });
  for (const env of [{ CONTENT_STALE_MS: "2592000001" }, { CONTENT_STALE_MS: "-1" }, { PAGE_WARMING: "yes" }])
    expect(() => loadConfig(env), JSON.stringify(env)).toThrow(/CONTENT_STALE_MS|PAGE_WARMING/);
});

test("production needs PUBLIC_URL: one line naming it (issue 34)", () => {
  expect(() => loadConfig({ NODE_ENV: "production", UPSTREAM_URL: "http://127.0.0.1:4000" })).toThrow(
    /^Invalid configuration: PUBLIC_URL must be set in production[^\n]*$/,
  );
  const production = { NODE_ENV: "production", UPSTREAM_URL: "http://127.0.0.1:4000" };
  expect(loadConfig({ ...production, PUBLIC_URL: "https://www.example.org" }).publicUrl).toBe(
    "https://www.example.org",
  );
  // Outside production (npm start's demo) the local origin is still the default.
  expect(loadConfig({ UPSTREAM_URL: "http://127.0.0.1:4000" }).publicUrl).toBe("http://localhost:3000");
});
