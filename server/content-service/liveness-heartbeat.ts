// Tells the supervising web server over IPC that this process's event loop is turning: a heartbeat at
// least every `intervalMs` (a timer), and, while a queue of requests keeps the loop from reaching its
// timers, one as each request starts being handled (at most one per half interval). A busy process thus
// keeps beating however long its queue; only a process whose loop does not turn at all (stopped, or stuck
// in one callback) falls silent. Each beat carries the longest event-loop delay seen since the last one,
// for the supervisor's log. The supervisor's side: server/web/runtime/embedded-liveness.ts.
import type { Server } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

export function startHeartbeat(server: Server, intervalMs: number): () => void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lastBeat = -Infinity;
  const beat = (): void => {
    const now = performance.now();
    if (now - lastBeat < intervalMs / 2 || !process.connected) return;
    lastBeat = now;
    // An IPC write to an idle channel is made at once, inside this callback, not on a later loop turn.
    process.send?.({ type: "alive", loopDelayMs: Math.round(delay.max / 1e6) });
    delay.reset();
  };
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  server.on("request", beat);
  beat();
  return () => {
    clearInterval(timer);
    server.off("request", beat);
    delay.disable();
  };
}
