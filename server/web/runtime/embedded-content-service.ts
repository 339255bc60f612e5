// The embedded content service as a supervised child on a loopback port (no UPSTREAM_URL): restarted
// with backoff when it dies or its liveness probe kills it (docs/deploying.md, "When the content service hangs").
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { HEARTBEAT_ENV, watchLiveness, type LivenessProbe, type LivenessSettings } from "./embedded-liveness.js";
import type { Logger } from "../observability/logger.js";

export type RestartReason = "exited" | "unresponsive";

export interface EmbeddedService {
  url: string;
  readonly running: boolean;
  readonly restarts: number;
  readonly pid: number | null;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  stableMs?: number;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
  entry?: string;
  /** The liveness probe and how long a hung child gets after SIGTERM before SIGKILL; null: no probe. */
  liveness?: (LivenessSettings & { killGraceMs: number }) | null;
  onRestart?: (reason: RestartReason) => void;
}

function isListening(message: unknown): message is { type: "listening"; port: number } {
  return (
    typeof message === "object" &&
    message !== null &&
    "type" in message &&
    message.type === "listening" &&
    "port" in message &&
    typeof message.port === "number"
  );
}

export function startEmbeddedContentService(
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
  {
    initialBackoffMs = 250,
    maxBackoffMs = 30_000,
    stableMs = 60_000,
    startTimeoutMs = 30_000,
    stopTimeoutMs = 10_000,
    entry = fileURLToPath(new URL("./content-service/main.js", import.meta.url)),
    liveness = null,
    onRestart = () => {},
  }: SupervisorOptions = {},
): Promise<EmbeddedService> {
  let port = env.CONTENT_PORT ?? "0";
  let child: ChildProcess | null = null;
  let running = false;
  let stopping = false;
  let restarts = 0;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let probe: LivenessProbe | null = null;

  return new Promise((resolve, reject) => {
    let first = true;

    const service: EmbeddedService = {
      url: "",
      get running() {
        return running;
      },
      get restarts() {
        return restarts;
      },
      get pid() {
        return child?.pid ?? null;
      },
      stop: () =>
        new Promise<void>((done) => {
          stopping = true;
          probe?.stop();
          if (restartTimer) clearTimeout(restartTimer);
          const current = child;
          if (!current || current.exitCode !== null || current.signalCode !== null) return done();
          const kill = setTimeout(() => current.kill("SIGKILL"), stopTimeoutMs);
          current.once("exit", () => {
            clearTimeout(kill);
            done();
          });
          if (current.connected) current.disconnect();
          else current.kill("SIGTERM");
        }),
    };

    function launch(): void {
      const started = performance.now();
      let listening = false;
      // Set when the probe gave up on this child: the reason its exit is logged with.
      let hung: string | null = null;
      let killTimer: NodeJS.Timeout | null = null;
      const current = fork(entry, [], {
        env: {
          ...env,
          CONTENT_HOST: "127.0.0.1",
          CONTENT_PORT: port,
          CONTENT_SUPERVISED: "1",
          ...(liveness ? { [HEARTBEAT_ENV]: String(liveness.intervalMs) } : {}),
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      child = current;
      const startTimer = setTimeout(() => {
        logger.error(
          { pid: current.pid, timeoutMs: startTimeoutMs },
          "embedded content service did not start; killing it",
        );
        current.kill("SIGKILL");
      }, startTimeoutMs);
      current.on("message", (message) => {
        if (!isListening(message)) return;
        clearTimeout(startTimer);
        listening = true;
        running = true;
        // Restarts use the same port: the web server's upstream address never changes.
        port = String(message.port);
        const settings = liveness;
        if (settings && !stopping) {
          const onHung = (reason: string): void => {
            if (stopping || child !== current) return;
            hung = reason;
            running = false;
            // The child's own shutdown starts when its channel to us closes; SIGKILL if it cannot act on it.
            if (current.connected) current.disconnect();
            current.kill("SIGTERM");
            killTimer = setTimeout(() => current.kill("SIGKILL"), settings.killGraceMs);
          };
          probe = watchLiveness(current, settings, logger, onHung, `http://127.0.0.1:${message.port}/healthz`);
        }
        if (first) {
          first = false;
          service.url = `http://127.0.0.1:${message.port}`;
          logger.info({ url: service.url, pid: current.pid }, "embedded content service started");
          resolve(service);
        } else {
          logger.info({ pid: current.pid, restarts }, "embedded content service restarted");
        }
      });
      current.once("exit", (code, signal) => {
        clearTimeout(startTimer);
        if (killTimer) clearTimeout(killTimer);
        // A new child starts only after this exit, so the probe running now is this child's.
        probe?.stop();
        probe = null;
        running = false;
        if (child === current) child = null;
        if (stopping) return;
        if (first) {
          // At start-up a failure is a configuration problem: retrying would not help.
          reject(new Error(`embedded content service exited with ${code ?? signal} before listening`));
          return;
        }
        const uptimeMs = Math.round(performance.now() - started);
        if (listening && uptimeMs >= stableMs) failures = 0;
        const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** failures);
        failures++;
        restarts++;
        const fields = { pid: current.pid, code, signal, uptimeMs, restartInMs: delay, restart: restarts };
        if (hung !== null) {
          logger.warn({ ...fields, reason: hung }, "embedded content service stopped answering; killed, restarting it");
        } else {
          logger.error({ ...fields, reason: "exited" }, "embedded content service exited; restarting it");
        }
        onRestart(hung !== null ? "unresponsive" : "exited");
        restartTimer = setTimeout(() => {
          restartTimer = null;
          if (!stopping) launch();
        }, delay);
      });
    }

    launch();
  });
}
