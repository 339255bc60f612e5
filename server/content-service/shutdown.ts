// Graceful shutdown on SIGTERM, SIGINT or loss of the parent's IPC channel: stop accepting, let
// in-flight requests finish (bounded), close the database, exit.
// Supervised by the web server (CONTENT_SUPERVISED=1), a signal does not stop it at once: a signal
// sent to the whole process group (Ctrl-C, systemd's default KillMode) reaches both processes, and
// the web server still needs this service for the requests it is finishing. The web server lets go
// of the IPC channel once it is done; if it never does, the signal takes effect after PARENT_WAIT_MS.
import type { Server } from "node:http";
import type { Logger } from "pino";

const GRACE_MS = 5000;
const PARENT_WAIT_MS = 30_000;

export function onShutdown({
  server,
  logger,
  close,
  stopJobs,
  supervised = false,
}: {
  server: Server;
  logger: Logger;
  close: () => void;
  /** Background work (the reconciliation job) stops before requests drain and the database closes. */
  stopJobs?: () => void;
  supervised?: boolean;
}): void {
  let stopping = false;
  const stop = (reason: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "content service shutting down");
    stopJobs?.();
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
  // The parent (the web server) died or let go of us.
  if (process.send) process.once("disconnect", () => stop("parent disconnected"));
}
