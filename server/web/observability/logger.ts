// One structured (pino) logger for the process; tests pass their own silent one.
// Every line written while a request is handled carries that request's id (reqId).
// JSON lines for services and pipes; readable lines (pino-pretty) when a person reads the terminal.
import { pino, type DestinationStream, type Logger } from "pino";
import { PinoPretty } from "pino-pretty";
import { currentRequestId } from "../http/request-id.js";

export type { Logger };

/** Readable lines on `stdout` when it is a terminal; undefined (pino's own JSON to stdout) otherwise. */
export function terminalDestination(
  stdout: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): DestinationStream | undefined {
  if (stdout.isTTY !== true) return undefined;
  // Synchronous, as pino writes JSON: a line logged just before process.exit() is not lost.
  return PinoPretty({ destination: stdout, sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,service" });
}

export function createLogger(level: string, destination = terminalDestination()): Logger {
  const options = {
    level,
    base: { service: "web" },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
