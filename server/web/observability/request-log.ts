// One log line per request. reqId is a field, named here ('close' may fire outside the request's
// context); a child binding would repeat the mixin's reqId where a field merges with it.
import type { ServerResponse } from "node:http";
import type { Logger } from "./logger.js";

/** What the line says of a request, taken when it arrives (Express rewrites req.url under a mount). */
export interface LoggedRequest {
  reqId: string;
  method: string;
  url: string;
  ip: string;
}

export function logWhenDone(logger: Logger, req: LoggedRequest, res: ServerResponse): void {
  const start = process.hrtime.bigint();
  const ms = () => Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;
  // One listener: a response emits "close" once, after "finish" or alone when the visitor left.
  res.on("close", () => {
    const { reqId, method, url, ip } = req;
    if (res.writableFinished) {
      logger.info({ reqId, method, url, status: res.statusCode, ip, ms: ms() }, "request");
      return;
    }
    // The visitor left (closed the tab, navigated away) before the answer was complete: expected, one line.
    logger.info({ reqId, method, url, ip, ms: ms() }, "request: the client left before the answer was complete");
  });
}
