// Graceful shutdown on SIGTERM, SIGINT or loss of the parent's IPC channel: stop accepting, let
// in-flight requests finish (bounded), close the database, exit.
import type { Server } from "node:http";
import type { Logger } from "pino";

const GRACE_MS = 5000;

export function onShutdown({ server, logger, close }: { server: Server; logger: Logger; close: () => void }): void {
  let stopping = false;
  const stop = (reason: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "content service shutting down");
    const force = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  // The parent (the web server) died or let go of us.
  if (process.send) process.once("disconnect", () => stop("parent disconnected"));
}
