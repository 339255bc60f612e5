// /readyz: not while shutting down, the embedded service restarting, or the upstream unreachable (probed
// on a new connection: one that cannot accept one fails every new call). docs/deploying.md.
import type { Logger } from "./logger.js";
import { probeNewConnection } from "./new-connection-probe.js";

export type ReadyState = { ready: true } | { ready: false; reason: string; failingForSeconds: number };
type Probed = { ready: true } | { ready: false; reason: string };

export interface Readiness {
  check(): Promise<ReadyState>;
  /** Seconds since the first failed check of the current run of failures; 0 while the last check passed. */
  failingForSeconds(): number;
}

export const PROBE_PATH = "/api/homepage/slider";

export interface ReadinessOptions {
  upstreamUrl: string;
  timeoutMs: number;
  logger: Logger;
  /** A reason this process is not ready whatever the upstream says (shutting down, child restarting), or null. */
  localReason?: () => string | null;
  cacheMs?: number;
}

export function createReadiness({
  upstreamUrl,
  timeoutMs,
  logger,
  localReason = () => null,
  cacheMs = 1000,
}: ReadinessOptions): Readiness {
  let last: { at: number; state: Probed } | null = null;
  let running: Promise<Probed> | null = null;
  let wasReady = true;
  let failingSince: number | null = null;
  const failingForSeconds = (): number => (failingSince === null ? 0 : (Date.now() - failingSince) / 1000);

  async function probe(): Promise<Probed> {
    const answer = await probeNewConnection(upstreamUrl + PROBE_PATH, timeoutMs);
    if (answer.kind === "answered")
      return answer.status >= 500
        ? { ready: false, reason: `content service answered ${answer.status}` }
        : { ready: true };
    if (answer.kind === "late") return { ready: false, reason: "content service did not answer in time" };
    if (answer.kind === "dropped") return { ready: false, reason: "content service unreachable" };
    return { ready: false, reason: `this process cannot open a connection (${answer.code})` };
  }

  function note(state: Probed): Probed {
    if (state.ready) failingSince = null;
    else failingSince ??= Date.now();
    if (state.ready !== wasReady) {
      if (state.ready) logger.info("ready: the content service answers again");
      else logger.warn({ reason: state.reason }, "not ready");
      wasReady = state.ready;
    }
    return state;
  }

  async function current(): Promise<Probed> {
    const local = localReason();
    if (local !== null) return note({ ready: false, reason: local });
    if (last && Date.now() - last.at < cacheMs) return last.state;
    running ??= probe()
      .then((state) => {
        last = { at: Date.now(), state };
        return note(state);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    async check() {
      const state = await current();
      return state.ready ? state : { ...state, failingForSeconds: Math.floor(failingForSeconds()) };
    },
    failingForSeconds,
  };
}
