// SIGTERM under load: keep-alive clients in a closed loop (each sends its next request as soon as the
// last answer is read); the signal arrives mid-run, once every client has had an answer. Counts what was answered after the signal, how
// many of those answers still promised keep-alive, and every failed request by cause.
import http from "node:http";

// Pages and a static file. (Not /api or /media: until the proxy keeps connections alive, each of
// those answers closes its connection, and the clients' reconnections race the listener's close.)
export const SIGTERM_PATHS = ["/", "/page3?id=1", "/charity4?id=1", "/about", "/favicon.svg"];

export async function runSigterm({
  port,
  child,
  clients = 32,
  signalAtMs = 2000,
  maxMs = 30_000,
  paths = SIGTERM_PATHS,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const stats = {
    before: 0,
    afterSignal: 0,
    keepAliveAfterSignal: 0,
    statuses: {},
    failed: {}, // "ECONNRESET (reused socket)" -> count
    failures: [],
    refusedNewConnections: 0,
    exit: null,
    exitMs: null,
    lastAnswerMs: null,
  };
  let signalledAt = null;
  let firstCloseAt = null;
  let done = false;

  const one = (urlPath) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get({ host: "127.0.0.1", port, path: urlPath, agent }, (res) => {
        // Whether the server had taken the signal when it wrote these headers: it had once a first
        // "Connection: close" arrived (the 50 ms allow for answers written just before it, read after it).
        const says = (res.headers.connection ?? "keep-alive").toLowerCase();
        const now = performance.now();
        if (signalledAt !== null && says === "close" && firstCloseAt === null) firstCloseAt = now;
        if (firstCloseAt !== null && now > firstCloseAt + 50 && says !== "close") stats.keepAliveAfterSignal++;
        res.resume();
        res.on("end", () => {
          stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1;
          if (signalledAt === null) stats.before++;
          else {
            stats.afterSignal++;
            stats.lastAnswerMs = performance.now() - signalledAt;
          }
          resolve(true);
        });
        res.on("error", (error) => {
          const key = `${error.code ?? error.message} (mid-response)`;
          stats.failed[key] = (stats.failed[key] ?? 0) + 1;
          resolve(true);
        });
      });
      req.on("error", (error) => {
        const code = error.code ?? error.message;
        if (code === "ECONNREFUSED" && signalledAt !== null) {
          // A new connection after the listener closed: expected, and the client stops.
          stats.refusedNewConnections++;
          resolve(false);
          return;
        }
        const key = `${code} (${req.reusedSocket ? "reused socket" : "new socket"})`;
        // For the curious: which request, started and failed when (ms from the signal).
        if (stats.failures.length < 20)
          stats.failures.push({
            path: urlPath,
            key,
            startedMs: Math.round(started - (signalledAt ?? performance.now())),
            failedMs: signalledAt === null ? null : Math.round(performance.now() - signalledAt),
          });
        stats.failed[key] = (stats.failed[key] ?? 0) + 1;
        resolve(signalledAt === null);
      });
    });

  const worker = async (n) => {
    let i = n;
    while (!done) {
      const goOn = await one(paths[i++ % paths.length]);
      if (!goOn) return;
    }
  };
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      stats.exit = code ?? signal;
      stats.exitMs = signalledAt === null ? null : performance.now() - signalledAt;
      resolve();
    }),
  );
  const workers = Array.from({ length: clients }, (_, n) => worker(n));
  await new Promise((r) => setTimeout(r, signalAtMs));
  // A loaded machine may not have answered anyone yet: the signal is meant for a server under load, so
  // it waits for one answer per client (every keep-alive connection in use), up to maxMs.
  const waitUntil = performance.now() + maxMs;
  while (stats.before < clients && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
  signalledAt = performance.now();
  child.kill("SIGTERM");
  const limit = setTimeout(() => {
    done = true;
  }, maxMs);
  await Promise.all(workers);
  done = true;
  clearTimeout(limit);
  await Promise.race([exited, new Promise((r) => setTimeout(r, maxMs))]);
  agent.destroy();
  stats.failedTotal = Object.values(stats.failed).reduce((a, b) => a + b, 0);
  return stats;
}
