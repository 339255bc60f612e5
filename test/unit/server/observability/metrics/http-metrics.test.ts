import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { expect, test } from "vitest";
import { measureRequest } from "../../../../../server/web/observability/metrics/http-metrics.js";
import { noMetrics, type MetricsRecorder } from "../../../../../server/web/observability/metrics/recorder.js";

function recording() {
  const events: string[] = [];
  const recorder: MetricsRecorder = {
    ...noMetrics,
    requestStarted: () => events.push("started"),
    requestEnded: (route, method, status, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      events.push(`${method} ${route} ${status}`);
    },
  };
  return { events, recorder };
}

test("started on arrival, ended with the route as known at the end and the status class", async () => {
  const { events, recorder } = recording();
  let route = "unknown";
  const app = (req: IncomingMessage, res: ServerResponse) => {
    measureRequest(recorder, () => route, req.method ?? "", res);
    expect(events).toEqual(["started"]);
    route = "/page3";
    res.statusCode = 404;
    res.end();
  };
  await request(app).get("/page3?id=1").expect(404);
  await expect.poll(() => events).toEqual(["started", "GET /page3 4xx"]);
});

test("a client that leaves before the end is counted as aborted", async () => {
  const { events, recorder } = recording();
  const app = (req: IncomingMessage, res: ServerResponse) => {
    measureRequest(recorder, () => "/slow", req.method ?? "", res);
    res.write("partial");
    req.socket.destroy();
  };
  await expect(request(app).get("/slow")).rejects.toThrow();
  await expect.poll(() => events).toEqual(["started", "GET /slow aborted"]);
});
