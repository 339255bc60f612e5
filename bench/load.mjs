// A small closed-loop HTTP load generator: N keep-alive connections, each sending the next request
// as soon as the last answer is read. Records every latency for percentiles.
import http from "node:http";

export async function runLoad({ url, connections, durationMs, headers = {} }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + durationMs;
  const one = () =>
    new Promise((resolve) => {
      const start = performance.now();
      const req = http.get(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers },
        (res) => {
          res.on("data", (c) => (bytes += c.length));
          res.on("end", () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - start);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    bytes,
    elapsedMs: elapsed,
    rps: (latencies.length / elapsed) * 1000,
    p50: pct(50),
    p99: pct(99),
  };
}
