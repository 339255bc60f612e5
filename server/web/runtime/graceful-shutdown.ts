// Shutdown without dropping a request (docs/deploying.md): the listener closes only once the kernel's
// queued connections are taken (closing resets them), then `Connection: close`, idle sockets closed after
// SETTLE_MS (a next request may be on its way), in-flight requests finish, the rest cut after the grace.
import type { Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

export const SETTLE_MS = 1000;
/** At most this long (and half the grace period) taking queued connections before the listener closes. */
export const ACCEPT_DRAIN_MAX_MS = 5000;

interface ConnectionState {
  busy: number;
  idleSince: number;
  bytesAtIdle: number;
}

export interface Drain {
  readonly stopping: boolean;
  stop(graceMs: number): Promise<"drained" | "forced">;
}

/** Must be called before the app's request listener is added, so it sees each request first. */
export function drainOnStop(server: Server): Drain {
  const connections = new Map<Socket, ConnectionState>();
  let stopping = false;
  let closing = false;
  let accepted = false;

  function closeIfIdle(socket: Socket): void {
    const state = connections.get(socket);
    if (!state || state.busy > 0 || socket.bytesRead !== state.bytesAtIdle) return;
    const idleFor = performance.now() - state.idleSince;
    if (idleFor >= SETTLE_MS) {
      socket.destroy();
      return;
    }
    // The timer fires before this turn's I/O is read; setImmediate looks after it.
    setTimeout(() => setImmediate(() => closeIfIdle(socket)), SETTLE_MS - idleFor).unref();
  }

  server.on("connection", (socket: Socket) => {
    accepted = true;
    connections.set(socket, { busy: 0, idleSince: performance.now(), bytesAtIdle: 0 });
    socket.once("close", () => connections.delete(socket));
  });

  // Responses whose headers may still be written: told `Connection: close` when closing begins.
  const answering = new Set<ServerResponse>();
  function responseClosed(this: ServerResponse): void {
    answering.delete(this);
    const socket = this.req.socket;
    const state = connections.get(socket);
    if (!state) return;
    state.busy--;
    if (state.busy > 0) return;
    state.idleSince = performance.now();
    state.bytesAtIdle = socket.bytesRead;
    if (closing) closeIfIdle(socket);
  }
  server.on("request", (req, res: ServerResponse) => {
    const state = connections.get(req.socket);
    if (state) state.busy++;
    if (closing) res.setHeader("connection", "close");
    else answering.add(res);
    res.on("close", responseClosed);
  });
  function sayConnectionClose(): void {
    for (const res of answering) if (!res.headersSent) res.setHeader("connection", "close");
    answering.clear();
  }

  return {
    get stopping() {
      return stopping;
    },
    stop(graceMs) {
      stopping = true;
      return new Promise((resolve) => {
        const grace = setTimeout(() => {
          for (const socket of connections.keys()) socket.destroy();
          resolve("forced");
        }, graceMs);
        grace.unref();
        const closeListener = (): void => {
          closing = true;
          sayConnectionClose();
          // net's close, not http's: http's would also close every idle connection at once, including
          // those whose next request is already on its way.
          net.Server.prototype.close.call(server, () => {
            clearTimeout(grace);
            resolve("drained");
          });
          for (const socket of connections.keys()) closeIfIdle(socket);
        };
        // The first event-loop turn that took no connection closes the listener.
        const drainUntil = performance.now() + Math.min(ACCEPT_DRAIN_MAX_MS, graceMs / 2);
        accepted = true;
        const look = (): void => {
          if (!accepted || performance.now() >= drainUntil) return closeListener();
          accepted = false;
          setImmediate(look);
        };
        setImmediate(look);
      });
    },
  };
}
