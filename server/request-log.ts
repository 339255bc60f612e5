// One structured log line per request, written when the response is finished (or the client left).
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "./logger.js";

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = process.hrtime.bigint();
    const ms = () => Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;
    res.on("finish", () => {
      logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: ms() }, "request");
    });
    // The visitor left (closed the tab, navigated away) before the answer was complete: expected, one line.
    res.on("close", () => {
      if (res.writableFinished) return;
      logger.info(
        { method: req.method, url: req.originalUrl, ms: ms() },
        "request: the client left before the answer was complete",
      );
    });
    next();
  };
}
