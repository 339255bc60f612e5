// The proxy's keep-alive pool to the upstream, bounded so a burst waits instead of opening hundreds.
import http from "node:http";
import https from "node:https";

/** Idle pooled connections close after this; Node's own servers drop idle ones after 5 s. */
const IDLE_MS = 4000;

export function createUpstreamAgent(upstreamUrl: string, maxSockets: number): http.Agent {
  const options: http.AgentOptions = {
    keepAlive: true,
    maxSockets,
    maxFreeSockets: Math.min(maxSockets, 16),
    timeout: IDLE_MS,
    // The most recently used connection first: the rest age out instead of all staying half-warm.
    scheduling: "lifo",
  };
  return new URL(upstreamUrl).protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
}
