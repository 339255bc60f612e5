// Graceful shutdown on SIGTERM, SIGINT or loss of the parent's IPC channel. Supervised, a signal waits for
// the parent to let go (at most PARENT_WAIT_MS): Ctrl-C reaches both processes (docs/security.md, "Shutdown").
import type { Server } from "node:http";
import type { Logger } from "pino";

const GRACE_MS = 5000;
const PARENT_WAIT_MS = 30_000;

export function onShutdown({
  server,
  logger,
  close,
  jobs = [],
  supervised = false,
}: {
  server: Server;
  logger: Logger;
  close: () => void;
  /** Stopped first, so none runs once the database is closing. */
  jobs?: { stop(): void }[];
  supervised?: boolean;
}): void {
  let stopping = false;
  const stop = (reason: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "content service shutting down");
    for (const job of jobs) job.stop();
    const force = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  const onSignal = (signal: string): void => {
    if (!supervised || !process.connected) return stop(signal);
    logger.info({ signal }, "signal received: stopping when the web server lets go");
    setTimeout(() => stop(`${signal}, the web server did not let go`), PARENT_WAIT_MS).unref();
  };
  process.once("SIGTERM", () => onSignal("SIGTERM"));
  process.once("SIGINT", () => onSignal("SIGINT"));
  if (process.send) process.once("disconnect", () => stop("parent disconnected"));
}
