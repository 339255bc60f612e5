// Result parameters and route data from strangers (issue 33 item 2, docs/security.md): the built server in
// front of the content service behind a counting proxy (bench/slow-upstream.mjs, no delay), start-up warming
// off so no background call is counted; each address asked twice to warm, then `requests` times one after
// another. Reports the web server's CPU per request and the upstream calls per 1,000 requests, beside the
// plain stored /about in the same run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cpuMs } from "../proc-stats.mjs";
import { startSlowUpstream } from "../slow-upstream.mjs";
import { get, startServer } from "./server-process.mjs";

export const RESULT_PATHS = ["/about", "/about?status=1", "/charity4?id=1&status=1", "/charity4?id=1&_data=charity4"];

export async function runResultParams({ requests }) {
  const work = mkdtempSync(path.join(tmpdir(), "attack-results-"));
  const upstream = await startSlowUpstream(work, 0);
  const server = await startServer({ env: { UPSTREAM_URL: upstream.url, PAGE_WARMING: "off" } });
  try {
    await server.ready(60_000);
    await upstream.quiet(1000);
    const rows = [];
    for (const urlPath of RESULT_PATHS) {
      await get(server.port, urlPath);
      await get(server.port, urlPath);
      const calls = upstream.state.calls;
      const cpu = cpuMs(server.pid);
      const statuses = {};
      for (let i = 0; i < requests; i += 1) {
        const answer = await get(server.port, urlPath);
        const key = answer.status ?? answer.error;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
      rows.push({
        path: urlPath,
        statuses,
        cpuMsPerRequest: (cpuMs(server.pid) - cpu) / requests,
        callsPerThousand: ((upstream.state.calls - calls) / requests) * 1000,
      });
    }
    return rows;
  } finally {
    await server.stop();
    upstream.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs the scenario and prints its figures (`npm run attack -- --only result-params`). */
export async function reportResultParams({ requests }) {
  console.log(`result parameters: ${requests} requests each, behind a counting proxy`);
  for (const row of await runResultParams({ requests }))
    console.log(
      `  ${row.path.padEnd(30)} ${row.cpuMsPerRequest.toFixed(2)} ms CPU a request, ` +
        `${row.callsPerThousand.toFixed(0)} upstream calls per 1,000; statuses ${JSON.stringify(row.statuses)}`,
    );
  console.log("");
}
