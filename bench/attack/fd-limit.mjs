// A content service at its open-file limit (issue 33 item 4, docs/security.md): the built server with its
// embedded content service; `prlimit` lowers the running child's RLIMIT_NOFILE to the descriptors it holds (as
// an fd leak would), then a visitor asks a proxied address every 100 ms on a new connection, and /readyz
// beside it, for up to `maxSeconds`. Reports the seconds of failed proxied calls, of /readyz not 200, and when
// the supervisor's replacement child appeared, and whether it replaced a hung child or one that exited.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import http from "node:http";
import { get, startServer } from "./server-process.mjs";
import { childPids } from "../proc-stats.mjs";

const PROXIED = "/api/website/getPage";
const BODY = JSON.stringify({ id: 12 });

/** The proxied call a page's client makes, on a connection of its own: its status or error code. */
function proxiedCall(port) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: PROXIED,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(BODY) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode }));
      },
    );
    req.setTimeout(5000, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => resolve({ error: error.code ?? error.message }));
    req.end(BODY);
  });
}

/** The lowest descriptor number the process does not hold: a new file or socket would get it. */
function firstFreeFd(pid) {
  const held = new Set(readdirSync(`/proc/${pid}/fd`).map(Number));
  let fd = 0;
  while (held.has(fd)) fd += 1;
  return fd;
}

export async function runFdLimit({ maxSeconds, env = {} }) {
  const server = await startServer({ env });
  try {
    await server.ready(60_000);
    const before = await proxiedCall(server.port);
    const [limited] = childPids(server.pid);
    if (limited === undefined) throw new Error("no embedded content service child found");
    execFileSync("prlimit", ["--pid", String(limited), `--nofile=${firstFreeFd(limited)}:${firstFreeFd(limited)}`]);
    const limitedAt = performance.now();
    const proxied = {};
    let failedMs = 0;
    let notReadyMs = 0;
    let replacedAfterMs = null;
    let healthyAfterMs = null;
    let last = performance.now();
    while (performance.now() - limitedAt < maxSeconds * 1000) {
      const [answer, ready] = await Promise.all([
        proxiedCall(server.port),
        get(server.port, "/readyz", { timeoutMs: 5000 }),
      ]);
      const now = performance.now();
      const key = answer.status ?? answer.error;
      proxied[key] = (proxied[key] ?? 0) + 1;
      if (answer.status !== 200) failedMs += now - last;
      if (ready.status !== 200) notReadyMs += now - last;
      last = now;
      const current = childPids(server.pid);
      if (replacedAfterMs === null && current.length > 0 && !current.includes(limited))
        replacedAfterMs = now - limitedAt;
      if (replacedAfterMs !== null && answer.status === 200 && ready.status === 200) {
        healthyAfterMs = now - limitedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const count = (text) => server.lines.filter((l) => l.includes(text)).length;
    const ended = { killedAsHung: count("stopped answering; killed"), exited: count("service exited; restarting") };
    return {
      before: before.status ?? before.error,
      proxied,
      failedMs,
      notReadyMs,
      replacedAfterMs,
      healthyAfterMs,
      ended,
    };
  } finally {
    await server.stop();
  }
}

const seconds = (n) => `${(n / 1000).toFixed(1)} s`;

/** Runs the scenario and prints its figures (`npm run attack -- --only fd-limit`). */
export async function reportFdLimit({ maxSeconds }) {
  console.log(`file limit: the content service's open-file limit lowered to what it holds, up to ${maxSeconds} s`);
  const result = await runFdLimit({ maxSeconds, env: { PAGE_WARMING: "off" } });
  console.log(
    `  proxied calls ${JSON.stringify(result.proxied)} (before the limit ${result.before}); failing for ` +
      `${seconds(result.failedMs)}; /readyz not 200 for ${seconds(result.notReadyMs)}`,
  );
  const after = (n) => (n === null ? "never" : `after ${seconds(n)}`);
  console.log(
    `  new child started ${after(result.replacedAfterMs)}, proxied calls and /readyz 200 again ${after(result.healthyAfterMs)}; ` +
      `old child killed as hung ${result.ended.killedAsHung}, exited on its own ${result.ended.exited}`,
  );
  console.log("");
}
