// One structured log line per request, written when the response is finished: the visitor's address
// (req.ip: X-Forwarded-For only from a trusted proxy) and the request id, named here because the
// 'finish' event may fire outside the request's async context. A field, not a child logger's binding:
// the logger's mixin may add reqId too, and a field merges with it where a binding would repeat it.
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "./logger.js";
import { requestIdOf } from "./request-id.js";

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        {
          reqId: requestIdOf(req),
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ip: req.ip,
          ms: Math.round(ms * 100) / 100,
        },
        "request",
      );
    });
    next();
  };
}
