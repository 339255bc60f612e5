// Builds the real app against a given upstream, with a silent logger. Tests that need a short
// upstream deadline (hang faults) pass their own.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { createApp } from "../../server/web/app.js";
import { loadConfig, type Config } from "../../server/web/config.js";
import { createUpstreamClient } from "../../server/web/upstream/upstream-client.js";

/** Variants made by tests go to a temporary folder, never the checkout's data/. */
const imageCacheDir = mkdtempSync(path.join(tmpdir(), "test-image-cache-"));

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ LOG_LEVEL: "silent" });
  // Start-up warming off: tests count upstream calls and pages stored; a test of warming turns it on.
  // Failed calls not remembered: tests fail the upstream and recover it at once; a test of that memory
  // turns it on.
  return {
    ...base,
    pageWarming: false,
    upstreamFailureMs: 0,
    images: { ...base.images, cacheDir: imageCacheDir },
    ...overrides,
  };
}

export function buildApp(upstreamUrl: string, overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  return createApp({ config, logger: pino({ level: "silent" }), upstreamUrl });
}

/** The server's upstream client against a test upstream, as app.ts makes it (a minute's freshness). */
export function testUpstreamClient(upstreamUrl: string) {
  return createUpstreamClient({
    baseUrl: upstreamUrl,
    timeoutMs: 2000,
    ttlMs: 60_000,
    staleMs: 0,
    failureMs: 0,
    maxBytes: 2 * 1024 * 1024,
    donation: { timeoutMs: 2000, gatewayUrl: "/api/payment-sandbox/checkout" },
    onRefreshError: () => undefined,
  });
}
