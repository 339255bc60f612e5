// One pino logger per process; lines carry the request's reqId.
import { pino, type DestinationStream, type Logger } from "pino";
import { PinoPretty } from "pino-pretty";
import { currentRequestId } from "../http/request-id.js";

export type { Logger };

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
