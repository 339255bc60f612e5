// One structured log line per request, written when the response is finished.
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "./logger.js";

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 100) / 100 },
        "request",
      );
    });
    next();
  };
}
