// A pino logger whose lines a test can read: every line as written, and parsed.
import { Writable } from "node:stream";
import { pino, type Logger } from "pino";

export interface CapturedLogs {
  logger: Logger;
  /** Each line exactly as pino wrote it. */
  raw: string[];
  entries(): Record<string, unknown>[];
}

export function captureLogs(level = "trace"): CapturedLogs {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      for (const line of chunk.toString().split("\n")) if (line) raw.push(line);
      callback();
    },
  });
  return {
    logger: pino({ level }, sink),
    raw,
    entries: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
