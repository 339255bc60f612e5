// One hostile If-None-Match on a stored page (issue 25 item 1): `"a", ` then 16,000 spaces and `x`, a
// header a backtracking split takes time quadratic in. Asks the page `requests` times on one
// keep-alive connection with the header and as many times without, and reports the time per request
// and the web server's CPU per request (its own, from /proc) for each.
import http from "node:http";
import { cpuMs } from "../proc-stats.mjs";

export const HOSTILE_IF_NONE_MATCH = `"a", ${" ".repeat(16_000)}x`;

function ask(agent, port, path, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
  });
}

/** `{ plain, hostile }`, each `{ statuses, msPerRequest, cpuMsPerRequest }`. */
export async function runIfNoneMatch({ port, pid, path = "/", requests = 20 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = { "accept-encoding": "gzip, deflate, br" };
  // The page stored first: the hostile header must meet a stored page with an ETag.
  await ask(agent, port, path, base);
  const measure = async (headers) => {
    const statuses = {};
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    for (let i = 0; i < requests; i++) {
      const status = await ask(agent, port, path, headers);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    return {
      statuses,
      msPerRequest: (performance.now() - started) / requests,
      cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / requests,
    };
  };
  const plain = await measure(base);
  const hostile = await measure({ ...base, "if-none-match": HOSTILE_IF_NONE_MATCH });
  agent.destroy();
  return { plain, hostile };
}
