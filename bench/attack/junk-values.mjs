// Junk query values against the page cache (issue 25 item 3, docs/security.md): warms /about, sends
// `count` addresses that differ only in a page's parameters (junk ids, other spellings of one id, junk
// sponsor pages, sponsor pages past the last), then asks /about again. Reads the server's own counters on its
// metrics port: renders stored in the page cache, page cache misses, and whether /about was still held.
import { cpuMs } from "../proc-stats.mjs";
import { get } from "./server-process.mjs";

/** `count` hostile addresses, a quarter of each kind, every one distinct. */
export function junkPaths(count) {
  const paths = [];
  for (let i = 0; paths.length < count; i += 1) {
    const kind = i % 4;
    const n = Math.floor(i / 4);
    if (kind === 0) paths.push(`/page?id=junk${n}`);
    // Leading zeros and spaces ("+" in a query) around id 1: numeric, only spelled differently.
    else if (kind === 1) paths.push(`/page3?id=${"+".repeat(Math.floor(n / 8))}${"0".repeat(n % 8)}1`);
    else if (kind === 2) paths.push(`/charity4?id=1&sponsorPage=x${n}`);
    else paths.push(`/charity4?id=1&sponsorPage=${100_000 + n}`);
  }
  return paths;
}

/** The page cache's lookups by outcome and the stored renders so far, from the Prometheus text. */
async function counters(metricsPort) {
  const answer = await get(metricsPort, "/metrics");
  const text = answer.body ?? "";
  const value = (pattern) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    misses: value(/^website_cache_lookups_total\{cache="page",outcome="miss"\} (\d+)/m),
    hits: value(/^website_cache_lookups_total\{cache="page",outcome="hit"\} (\d+)/m),
    renders: value(/^website_render_duration_seconds_count\{mode="shared"\} (\d+)/m),
  };
}

export async function runJunkValues({ port, pid, metricsPort, count }) {
  await get(port, "/about");
  await get(port, "/about");
  const start = await counters(metricsPort);
  const cpuStart = cpuMs(pid);
  const byStatus = {};
  const cacheControl = {};
  for (const path of junkPaths(count)) {
    const answer = await get(port, path);
    const status = answer.status ?? answer.error;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    const kind = String(answer.headers?.["cache-control"] ?? "none").split(",")[0];
    cacheControl[kind] = (cacheControl[kind] ?? 0) + 1;
  }
  const cpu = cpuMs(pid) - cpuStart;
  const afterJunk = await counters(metricsPort);
  await get(port, "/about");
  const end = await counters(metricsPort);
  return {
    byStatus,
    cacheControl,
    renders: afterJunk.renders - start.renders,
    misses: afterJunk.misses - start.misses,
    cpuMsPerRequest: cpu / count,
    aboutStillStored: end.hits - afterJunk.hits === 1 && end.misses === afterJunk.misses,
  };
}
