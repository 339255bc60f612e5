// /metrics on its own port and address (loopback by default), never the public port.
import http from "node:http";
import type { Registry } from "prom-client";
import type { Logger } from "../logger.js";

export function createMetricsServer(registry: Registry, logger: Logger): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, "metrics collection failed");
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("metrics failed\n");
      },
    );
  });
}
