// One structured log line per request, written when the response is finished (or the client left): the
// visitor's address (req.ip: X-Forwarded-For only from a trusted proxy) and the request id, named here
// because the 'finish' event may fire outside the request's async context. A field, not a child
// logger's binding: the logger's mixin may add reqId too, and a field merges with it where a binding
// would repeat it.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "./logger.js";
import { requestIdOf } from "./request-id.js";

/** What the line says of a request (an Express request, or the stored-page fast path's). */
export type LoggedRequest = IncomingMessage & Pick<Request, "method" | "originalUrl" | "ip">;

/** Writes the request's line when its response is done (or the visitor left). */
export function logWhenDone(logger: Logger, req: LoggedRequest, res: ServerResponse): void {
  const start = process.hrtime.bigint();
  const ms = () => Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;
  // One listener: a response emits "close" once, after "finish" or alone when the visitor left (so "on":
  // "once" would wrap it in one more closure per request).
  res.on("close", () => {
    if (res.writableFinished) {
      logger.info(
        {
          reqId: requestIdOf(req),
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ip: req.ip,
          ms: ms(),
        },
        "request",
      );
      return;
    }
    // The visitor left (closed the tab, navigated away) before the answer was complete: expected, one line.
    logger.info(
      { reqId: requestIdOf(req), method: req.method, url: req.originalUrl, ip: req.ip, ms: ms() },
      "request: the client left before the answer was complete",
    );
  });
}

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    logWhenDone(logger, req, res);
    next();
  };
}
