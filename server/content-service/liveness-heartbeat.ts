// Heartbeats to the supervising web server, on a timer and as requests start, so a busy process keeps
// beating and only a loop that does not turn falls silent (docs/deploying.md, the liveness probe).
import type { Server } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

export interface Heartbeat {
  type: "alive";
  loopDelayMs: number;
}

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
