// Stopping with keep-alive clients (a reverse proxy's connection pool): server.close() only refuses
// new connections, and Node keeps serving and keeping alive the ones it has. After drain(), every
// response not yet started says "Connection: close" and connections that go idle are closed, so the
// process exits as soon as its in-flight responses are done and the proxy moves to another process.
import type http from "node:http";

/** How soon a connection whose response started before the signal is closed once it is idle. */
const SWEEP_MS = 100;

export function trackResponses(server: http.Server): { drain(): void } {
  const open = new Set<http.ServerResponse>();
  let draining = false;
  // Before the app's own listener, so the header is set before anything is written.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) {
      res.setHeader("connection", "close");
      return;
    }
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  return {
    drain() {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader("connection", "close");
      server.closeIdleConnections();
      // A response whose headers went out before the signal keeps its connection; close it once idle.
      setInterval(() => server.closeIdleConnections(), SWEEP_MS).unref();
    },
  };
}
