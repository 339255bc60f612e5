// Request count, latency and in-flight gauge, labelled when the response ends (by then the route is known).
import type { NextFunction, Request, Response } from "express";
import { statusClass, type MetricsRecorder } from "./recorder.js";

export function httpMetrics(recorder: MetricsRecorder, routeOf: (originalUrl: string) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = process.hrtime.bigint();
    recorder.requestStarted();
    // 'close' comes for every response, finished or not; 'finish' never comes when the client leaves.
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const status = res.writableFinished ? statusClass(res.statusCode) : "aborted";
      recorder.requestEnded(routeOf(req.originalUrl), req.method, status, seconds);
    });
    next();
  };
}
