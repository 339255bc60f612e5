// The visit no one else has made lately, against a slow backend (bench/slow-upstream.mjs, every call held
// --upstream-delay ms, default 800): a few pages of the sitemap, each asked once, time to the first
// byte and to the last byte,
//   1. after start-up, once the upstream has been quiet for a moment (start-up warming, if any, done);
//   2. after none of them was asked for longer than the fresh time plus the old ten-minute stale window
//      (time scaled down fifteenfold: CONTENT_TTL_MS=2000 for 30 s, an idle 42 s for 10.5 minutes;
//      CONTENT_STALE_MS, how long a stale page may still be served at once, is left at its default);
//   3. after a restart of the server, as in 1;
// then the upstream calls in an hour with four visits (counted at the upstream; the hour compressed into
// --calls-seconds, default 120, with the fresh time scaled down as much).
// Run by bench/run.mjs (`npm run bench`) or alone: `node build.mjs && node bench/cold-visit.mjs`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSlowUpstream } from "./slow-upstream.mjs";
import { freePort } from "./free-port.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const delayMs = arg("upstream-delay", 800);
const callsSeconds = arg("calls-seconds", 120);
/** Time scaled down fifteenfold: a 30 s fresh time is 2 s, the old 10 min stale window 40 s. */
const SCALE = 15;
const SHORT = { CONTENT_TTL_MS: String(30_000 / SCALE) };
const OLD_STALE_WINDOW_MS = 600_000;
const PAGE_COUNT = 6;
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const work = mkdtempSync(path.join(tmpdir(), "bench-cold-"));
const serveArgs = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/).slice(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET, timed: the first byte of anything (a 103 included), the final answer's head, the last byte. */
function timedGet(port, target) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte;
    let hints = 0;
    const req = http.get({ host: "127.0.0.1", port, path: target, headers: BROWSER, agent: false }, (res) => {
      const head = performance.now() - started;
      firstByte ??= head;
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode, firstByte, head, lastByte: performance.now() - started, hints }),
      );
    });
    req.on("information", () => {
      hints += 1;
      firstByte ??= performance.now() - started;
    });
    req.on("error", reject);
  });
}

async function startServer(upstreamUrl, env) {
  const port = await freePort();
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const proc = spawn(process.execPath, serveArgs, {
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", UPSTREAM_URL: upstreamUrl, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    const ok = await new Promise((resolve) =>
      http
        .get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) =>
          resolve(res.resume() && res.statusCode === 200),
        )
        .on("error", () => resolve(false)),
    );
    if (ok) return { port, proc, stop: () => new Promise((resolve) => proc.once("exit", resolve).kill("SIGTERM")) };
    await sleep(100);
  }
  throw new Error("the server did not start");
}

async function sitemapPages(port) {
  const xml = await new Promise((resolve, reject) =>
    http
      .get({ host: "127.0.0.1", port, path: "/sitemap.xml", agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(body));
      })
      .on("error", reject),
  );
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  // Spread over the list: the home page and pages of each area, not six of one kind.
  const step = Math.max(1, Math.floor(paths.length / PAGE_COUNT));
  return paths.filter((_, i) => i % step === 0).slice(0, PAGE_COUNT);
}

function report(label, rows) {
  const ms = (v) => `${v.toFixed(0).padStart(5)} ms`;
  const worst = Math.max(...rows.map((r) => r.row.firstByte));
  console.log(`${label}: first byte worst ${worst.toFixed(0)} ms`);
  for (const { page, row } of rows)
    console.log(
      `  ${page.padEnd(34)} ${row.status}  first byte ${ms(row.firstByte)}  head ${ms(row.head)}  last byte ${ms(row.lastByte)}` +
        (row.hints ? `  (${row.hints} early hint${row.hints > 1 ? "s" : ""})` : ""),
    );
}

async function visitAll(port, pages) {
  const rows = [];
  for (const page of pages) rows.push({ page, row: await timedGet(port, page) });
  return rows;
}

const upstream = await startSlowUpstream(work, delayMs);
const quietMs = Math.max(3000, 3 * delayMs);
try {
  console.log(
    `cold visits: upstream delay ${delayMs} ms per call; CONTENT_TTL_MS=${SHORT.CONTENT_TTL_MS} (time ÷${SCALE})`,
  );
  let server = await startServer(upstream.url, SHORT);
  const bootCalls = upstream.state.calls;
  const readyAt = Date.now();
  // The sitemap is asked before the pages (itself an upstream read); then whatever warming runs settles.
  const pages = await sitemapPages(server.port);
  await upstream.quiet(quietMs);
  console.log(
    `  start-up: ${upstream.state.calls - bootCalls} upstream calls until quiet for ${quietMs} ms, ${((Date.now() - readyAt - quietMs) / 1000).toFixed(1)} s after ready`,
  );
  report("after start-up", await visitAll(server.port, pages));

  const idleMs = Number(SHORT.CONTENT_TTL_MS) + OLD_STALE_WINDOW_MS / SCALE + 2000;
  await sleep(idleMs);
  report(
    `not asked for ${(idleMs / 1000).toFixed(0)} s (${((idleMs * SCALE) / 60_000).toFixed(1)} min unscaled: past fresh + the old stale window)`,
    await visitAll(server.port, pages),
  );

  await server.stop();
  server = await startServer(upstream.url, SHORT);
  await upstream.quiet(quietMs);
  report("after a restart", await visitAll(server.port, pages));
  await server.stop();

  // An hour of a quiet site compressed into --calls-seconds: the fresh time scaled down as much.
  const scale = 3600 / callsSeconds;
  const scaled = { CONTENT_TTL_MS: String(Math.round(30_000 / scale)) };
  server = await startServer(upstream.url, scaled);
  await upstream.quiet(quietMs);
  const from = upstream.state.calls;
  const visits = 4;
  for (let i = 0; i < visits; i++) {
    await sleep((callsSeconds * 1000) / visits);
    await timedGet(server.port, pages[i % pages.length]);
  }
  console.log(
    `upstream calls in an hour with ${visits} visits: ${upstream.state.calls - from} (the hour compressed into ${callsSeconds} s: ` +
      `CONTENT_TTL_MS=${scaled.CONTENT_TTL_MS}, the default ÷${scale.toFixed(0)}; start-up not counted)`,
  );
  await server.stop();
} finally {
  upstream.close();
}
