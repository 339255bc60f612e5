// Request count, latency and in-flight gauge, labelled when the response ends (by then the route is known).
import type { ServerResponse } from "node:http";
import { statusClass, type MetricsRecorder } from "./recorder.js";

export function measureRequest(
  recorder: MetricsRecorder,
  label: () => string,
  method: string,
  res: ServerResponse,
): void {
  const start = process.hrtime.bigint();
  recorder.requestStarted();
  // 'close' comes once for every response, finished or not; 'finish' never comes when the client leaves.
  res.on("close", () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const status = res.writableFinished ? statusClass(res.statusCode) : "aborted";
    recorder.requestEnded(label(), method, status, seconds);
  });
}
