// Visitors during an outage (issue 25 item 7): a cold server in front of an upstream that fails fast (every
// call a 500, or a 200 that is not JSON); `requests` page requests over `concurrency` visitors at a time,
// across ten pages. Reports the upstream calls the upstream received, per 1,000 visitor requests, and the
// visitors' statuses (degraded pages are still 200s).
import http from "node:http";
import { get, startServer } from "./server-process.mjs";

const PAGES = [
  "/",
  "/about",
  "/charity4?id=1",
  "/page?id=12",
  "/buddhism",
  "/focusActivities",
  "/socialActivity",
  "/eliteRecruitment",
  "/reward",
  "/branchList",
];

/** An upstream that answers every call at once with `mode`: "500" or "garbage" (200, not JSON). */
async function startFailingUpstream(mode) {
  let calls = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    calls += 1;
    if (mode === "500") res.writeHead(500, { "content-type": "application/json" }).end('{"message":"down"}');
    else res.writeHead(200, { "content-type": "application/json" }).end("<html>maintenance</html>");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function runUpstreamOutage({ mode, requests, concurrency }) {
  const upstream = await startFailingUpstream(mode);
  const server = await startServer({ env: { UPSTREAM_URL: upstream.url } });
  try {
    await server.ready(30_000);
    const before = upstream.calls();
    const statuses = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          const path = PAGES[next++ % PAGES.length];
          const answer = await get(server.port, path);
          const key = answer.status ?? answer.error;
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const calls = upstream.calls() - before;
    return { calls, perThousand: (calls / requests) * 1000, statuses, seconds };
  } finally {
    await server.stop();
    await upstream.close();
  }
}
