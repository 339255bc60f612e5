// The embedded service's liveness probe (docs/deploying.md, "When the content service hangs"): an IPC
// heartbeat that only a loop that does not turn stops, plus a new connection to /healthz each interval,
// since the heartbeat goes on in a child that can no longer accept one. Slowness is never a reason.
import type { ChildProcess } from "node:child_process";
import type { Logger } from "../observability/logger.js";
import { probeNewConnection, type NewConnectionAnswer } from "../observability/new-connection-probe.js";

export interface LivenessSettings {
  intervalMs: number;
  timeoutMs: number;
  misses: number;
}

export interface LivenessProbe {
  stop(): void;
}

export const HEARTBEAT_ENV = "CONTENT_HEARTBEAT_MS";

const BUSY_LOG_EVERY_MS = 60_000;

function isHeartbeat(message: unknown): message is { type: "alive"; loopDelayMs: number } {
  return (
    typeof message === "object" &&
    message !== null &&
    "type" in message &&
    message.type === "alive" &&
    "loopDelayMs" in message &&
    typeof message.loopDelayMs === "number"
  );
}

export const silenceLimitMs = ({ intervalMs, timeoutMs, misses }: LivenessSettings): number =>
  misses * intervalMs + timeoutMs;

export function watchLiveness(
  child: ChildProcess,
  settings: LivenessSettings,
  logger: Logger,
  onHung: (reason: string) => void,
  /** The child's /healthz, asked on a new connection each interval; null: the heartbeat alone. */
  healthUrl: string | null = null,
): LivenessProbe {
  const limitMs = silenceLimitMs(settings);
  let lastBeat = performance.now();
  let lastBusyLog = -Infinity;
  let stopped = false;
  let connecting = false;
  let dropped = 0;

  const onConnection = (answer: NewConnectionAnswer): void => {
    connecting = false;
    if (stopped) return;
    if (answer.kind === "answered") dropped = 0;
    if (answer.kind !== "dropped") return;
    dropped += 1;
    if (dropped < settings.misses) return;
    stop();
    onHung(`${dropped} new connections in a row failed (${answer.code}): it cannot take a new connection`);
  };

  const onMessage = (message: unknown): void => {
    if (!isHeartbeat(message)) return;
    const now = performance.now();
    lastBeat = now;
    if (message.loopDelayMs >= settings.intervalMs && now - lastBusyLog >= BUSY_LOG_EVERY_MS) {
      lastBusyLog = now;
      logger.warn(
        { pid: child.pid, loopDelayMs: message.loopDelayMs },
        "embedded content service busy: its event loop is late, but turning",
      );
    }
  };
  let lastCheck = performance.now();
  const check = setInterval(() => {
    const now = performance.now();
    // This check ran late: this process's own loop stalled, and the child's beats may be waiting unread
    // behind it. The silence is counted from here, never blamed on the child.
    if (now - lastCheck > 2 * settings.intervalMs) lastBeat = now;
    lastCheck = now;
    if (now - lastBeat > limitMs) {
      stop();
      onHung(`no heartbeat for ${limitMs} ms: its event loop is not turning`);
      return;
    }
    if (healthUrl === null || connecting) return;
    connecting = true;
    void probeNewConnection(healthUrl, settings.timeoutMs).then(onConnection);
  }, settings.intervalMs);
  // Never the reason the web server stays up.
  check.unref();
  child.on("message", onMessage);

  const stop = (): void => {
    stopped = true;
    clearInterval(check);
    child.off("message", onMessage);
  };
  return { stop };
}
