import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { expect, test } from "vitest";
import { loadConfig } from "../../../../server/web/config.js";
import { createBeginResponse } from "../../../../server/web/http/begin-response.js";
import { createSecurityHeaders } from "../../../../server/web/http/security-headers.js";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { noMetrics, type MetricsRecorder } from "../../../../server/web/observability/metrics/recorder.js";

function setUp(routeOf: ((req: IncomingMessage) => string) | null) {
  const lines: Record<string, unknown>[] = [];
  const ended: string[] = [];
  const metrics: MetricsRecorder = {
    ...noMetrics,
    requestEnded: (route, method, status) => ended.push(`${method} ${route} ${status}`),
  };
  const begin = createBeginResponse({
    trust: () => false,
    logger: createLogger("info", {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    }),
    metrics,
    routeOf,
    security: createSecurityHeaders(loadConfig({})),
  });
  const ids: string[] = [];
  const app = (req: IncomingMessage, res: ServerResponse) => {
    ids.push(begin(req, res, req.url?.startsWith("/page") === true));
    res.end("ok");
  };
  return { app, lines, ended, ids };
}

test("a document gets the request id, the security headers, a log line and a metric", async () => {
  const { app, lines, ended, ids } = setUp(() => "/page");
  const res = await request(app).get("/page?x=1").expect(200);
  expect(res.headers["x-request-id"]).toBe(ids[0]);
  expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  expect(res.headers["strict-transport-security"]).toBeDefined();
  await expect.poll(() => lines.length).toBe(1);
  expect(lines[0]).toMatchObject({ msg: "request", reqId: ids[0], method: "GET", url: "/page?x=1", status: 200 });
  expect(ended).toEqual(["GET /page 2xx"]);
});

test("anything else gets no document headers; without a labeller, no metric", async () => {
  const { app, lines, ended } = setUp(null);
  const res = await request(app).get("/api/x").expect(200);
  expect(res.headers["x-request-id"]).toBeDefined();
  expect(res.headers["content-security-policy"]).toBeUndefined();
  await expect.poll(() => lines.length).toBe(1);
  expect(ended).toEqual([]);
});
