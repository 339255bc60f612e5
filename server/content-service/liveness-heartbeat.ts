// Tells the supervising web server over IPC that this process's event loop is turning: a heartbeat
// every `intervalMs` (a timer, always sent), and, while a queue of requests keeps the loop from reaching
// its timers, one as each request starts being handled (at most one per half interval). A busy process
// thus keeps beating however long its queue; only a process whose loop does not turn at all (stopped, or
// stuck in one callback) falls silent. Each beat carries the longest event-loop delay seen since the last
// one, for the supervisor's log. The supervisor's side: server/web/runtime/embedded-liveness.ts.
import type { Server } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

export interface Heartbeat {
  type: "alive";
  loopDelayMs: number;
}

/** `send` delivers one beat (process.send while the IPC channel is connected). */
export function startHeartbeat(server: Server, intervalMs: number, send: (beat: Heartbeat) => void): () => void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lastBeat = -Infinity;
  const beat = (): void => {
    lastBeat = performance.now();
    send({ type: "alive", loopDelayMs: Math.round(delay.max / 1e6) });
    delay.reset();
  };
  // A request's beat never delays the timer's: the supervisor's limit counts timer intervals.
  const onRequest = (): void => {
    if (performance.now() - lastBeat >= intervalMs / 2) beat();
  };
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  server.on("request", onRequest);
  beat();
  return () => {
    clearInterval(timer);
    server.off("request", onRequest);
    delay.disable();
  };
}
