// One structured (pino) logger for the process; tests pass their own silent one.
import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "web" } });
}
