// One structured (pino) logger for the process; tests pass their own silent one.
// Every line written while a request is handled carries that request's id (reqId).
import { pino, type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "../http/request-id.js";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
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
