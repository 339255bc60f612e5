// The real app with its log lines captured (JSON, one per line), for tests that check what is logged
// and that no donor's name or phone ever is.
import { pino } from "pino";
import { createApp } from "../../server/web/app.js";
import type { Config } from "../../server/web/config.js";
import { testConfig } from "./app-harness.js";

export interface LoggedApps {
  app(upstreamUrl: string, overrides?: Partial<Config>): ReturnType<typeof createApp>;
  /** The log lines with this message, parsed. */
  logged(message: string): Record<string, unknown>[];
  /** Every line so far, as written. */
  lines(): string[];
  clear(): void;
}

export function loggedApps(): LoggedApps {
  const lines: string[] = [];
  return {
    app: (upstreamUrl, overrides = {}) => {
      const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
      // Clients are told apart by X-Forwarded-For from the loopback proxy, whatever the default trust setting.
      return createApp({ config: testConfig({ trustProxy: ["loopback"], ...overrides }), logger, upstreamUrl });
    },
    logged: (message) =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === message),
    lines: () => lines,
    clear: () => void lines.splice(0),
  };
}
