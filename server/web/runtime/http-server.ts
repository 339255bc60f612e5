// The web server's HTTP listener: bounded time for headers and for whole requests, checked every
// second (Node's default is every 30 s), and graceful shutdown (graceful-shutdown.ts).
import http, { type RequestListener } from "node:http";
import type { Config } from "../config.js";
import { drainOnStop, type Drain } from "./graceful-shutdown.js";

export function createHttpServer(
  app: RequestListener,
  config: Pick<Config, "headersTimeoutMs" | "bodyTimeoutMs" | "keepAliveTimeoutMs">,
): { server: http.Server; drain: Drain } {
  const server = http.createServer({
    connectionsCheckingInterval: 1000,
    // A request's headers within HEADERS_TIMEOUT_MS, else Node answers 408 and closes.
    headersTimeout: config.headersTimeoutMs,
    // The whole request (headers, then body): a backstop behind the body guard, which answers
    // sooner with a page of ours; it also bounds bodies the guard never sees (a GET with a body).
    requestTimeout: config.headersTimeoutMs + config.bodyTimeoutMs + 1000,
    // Longer than the reverse proxy's idle timeout, so the proxy never reuses a socket we just closed.
    keepAliveTimeout: config.keepAliveTimeoutMs,
  });
  const drain = drainOnStop(server);
  server.on("request", app);
  return { server, drain };
}
