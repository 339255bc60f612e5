import { Gauge, Registry } from "prom-client";
import request from "supertest";
import { expect, test } from "vitest";
import { createLogger } from "../../../../../server/web/observability/logger.js";
import { createMetricsServer } from "../../../../../server/web/observability/metrics/metrics-server.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});

function registryWith(collect: () => void): Registry {
  const registry = new Registry();
  new Gauge({ name: "test_gauge", help: "a test series", registers: [registry], collect });
  return registry;
}

test("GET /metrics, with or without a query, gives the registry's text, never cached", async () => {
  const server = createMetricsServer(
    registryWith(() => {}),
    logger,
  );
  for (const path of ["/metrics", "/metrics?x=1"]) {
    const res = await request(server).get(path).expect(200);
    expect(res.text).toContain("# HELP test_gauge a test series");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-type"]).toContain("text/plain");
  }
  const head = await request(server).head("/metrics").expect(200);
  expect(head.text).toBeUndefined();
});

test("any other path or method is not found", async () => {
  const server = createMetricsServer(
    registryWith(() => {}),
    logger,
  );
  await request(server).get("/").expect(404);
  await request(server).get("/metrics/x").expect(404);
  await request(server).post("/metrics").expect(404);
});

test("a collection that fails is a 500 and an error line, not a crash", async () => {
  const server = createMetricsServer(
    registryWith(() => {
      throw new Error("collect failed");
    }),
    logger,
  );
  expect((await request(server).get("/metrics").expect(500)).text).toBe("metrics failed\n");
  expect(lines.at(-1)).toMatchObject({ msg: "metrics collection failed", level: 50 });
});
