// Builds the real app against a given upstream, with a silent logger. Tests that need a short
// upstream deadline (hang faults) pass their own.
import { pino } from "pino";
import { createApp } from "../../server/app.js";
import { loadConfig, type Config } from "../../server/config.js";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: "silent" }), ...overrides };
}

export function buildApp(upstreamUrl: string, overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  return createApp({ config, logger: pino({ level: "silent" }), upstreamUrl });
}
