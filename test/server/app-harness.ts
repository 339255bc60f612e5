// Builds the real app against a given upstream, with a silent logger and test-friendly timings.
import { pino } from "pino";
import { createApp } from "../../server/app.js";
import { loadConfig, type Config } from "../../server/config.js";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: "silent" }), upstreamTimeoutMs: 500, ...overrides };
}

export function buildApp(upstreamUrl: string, overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  return createApp({ config, logger: pino({ level: "silent" }), upstreamUrl });
}
