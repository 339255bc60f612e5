// `npm run bench`: the home page served from the page cache and rendered on every request
// (PAGE_CACHE_ENTRIES=0), each beside an Express app sending the same bytes from memory, in
// alternating rounds; then a content page, the JavaScript the home page loads and what each of the
// eight Lighthouse routes loads before it is interactive.
// Servers start as `npm run serve` starts them (same heap flags, NODE_ENV unset) plus --trace-gc,
// with a browser's Accept-Encoding; CPU is the whole process tree's (web server + embedded content
// service). Then the same home page answered 304 to If-None-Match (when the server sends an ETag), and
// from nginx's page cache (deploy/nginx.conf in front, as test/deploy/ runs it; TLS); the cold visits
// against a slow backend (bench/cold-visit.mjs); then the image pipeline (bench/images.mjs: image bytes of four pages for a phone, time per new
// variant, cached variants per second, RSS while transforming). Prints figures; asserts nothing.
// Options: --duration <seconds per run> (default 10), --connections <n> (default 16), --rounds <n> (default 3),
// --no-images (skip the image part), --no-cold (skip the cold visits), --upstream-delay <ms> (default 800) and
// --calls-seconds <n> (default 120) for the cold visits, --node-load (the Node load generator in bench/load.mjs instead of wrk: slower, so every server does less work
// per wake-up and the fixed cost per request weighs more; used when wrk is missing).
import { fork, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { gcMark, gcSince } from "./gc-count.mjs";
import { reportHomeJavaScript, reportPageJavaScript } from "./home-javascript.mjs";
import { runLoad } from "./load.mjs";
import { startNginxFront } from "./nginx-front.mjs";
import { memoryMb, treeCpuMs } from "./proc-stats.mjs";
import { hasWrk, runWrk } from "./wrk.mjs";
import { freePort } from "./free-port.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const durationMs = arg("duration", 10) * 1000;
const connections = arg("connections", 16);
const rounds = arg("rounds", 3);
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const load = hasWrk() && !process.argv.includes("--node-load") ? runWrk : runLoad;

const work = mkdtempSync(path.join(tmpdir(), "bench-"));
const serveArgs = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/).slice(1);
const children = [];

function startWeb(name, port, env) {
  const gcFile = path.join(work, `${name}.out`);
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const proc = spawn(process.execPath, ["--trace-gc", ...serveArgs], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      CONTENT_DB: path.join(work, `${name}.db`),
      ...env,
    },
    stdio: ["ignore", openSync(gcFile, "w"), "inherit"],
  });
  children.push(proc);
  return { name, proc, port, gcFile };
}

async function startBaseline(name, port, body, encoding) {
  const file = path.join(work, `${name}.body`);
  writeFileSync(file, body);
  const proc = fork("bench/baseline-server.mjs", [file, String(port), encoding], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.push(proc);
  await new Promise((resolve) => proc.once("message", resolve));
  return { name, proc, port, gcFile: null };
}

const get = (port, p, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: p, headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on("error", reject);
  });

/** Two requests: the second is what nginx answers from its cache once the first stored the page. */
const getTls = async (port, p, headers) => {
  const once = () =>
    new Promise((resolve, reject) => {
      https
        .get(
          { host: "127.0.0.1", port, path: p, headers, rejectUnauthorized: false, servername: "example.org" },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode, headers: res.headers }));
          },
        )
        .on("error", reject);
    });
  await once();
  return once();
};

async function waitReady(port) {
  for (let i = 0; i < 300; i++) {
    if ((await get(port, "/healthz").catch(() => null))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

async function measure(label, target, urlPath = "/", extraHeaders = {}) {
  const url = `${target.base ?? `http://127.0.0.1:${target.port}`}${urlPath}`;
  const headers = { ...BROWSER, ...extraHeaders };
  // Warm: fills the upstream and page caches, lets V8 optimise.
  await load({ url, connections, durationMs: 2000, headers });
  const cpuBefore = treeCpuMs(target.proc.pid);
  const mark = target.gcFile && gcMark(target.gcFile);
  const result = await load({ url, connections, durationMs, headers });
  const cpu = treeCpuMs(target.proc.pid) - cpuBefore;
  const gc = target.gcFile ? gcSince(target.gcFile, mark) : null;
  const mem = memoryMb(target.proc.pid);
  const row = { ...result, cpuPerRequestMs: cpu / result.requests };
  console.log(
    `${label.padEnd(30)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2).padStart(6)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms  ` +
      `CPU ${row.cpuPerRequestMs.toFixed(3)} ms/req  RSS ${mem.rss.toFixed(0)} MB (peak ${mem.peak.toFixed(0)})` +
      (gc ? `  GC ${gc.markCompacts} mark-compact, ${gc.scavenges} scavenge` : "") +
      (result.errors ? `  errors ${result.errors}` : ""),
  );
  return row;
}

/** A browser's revalidation (If-None-Match with the page's ETag), and nginx's page cache in front. */
async function measureEdgeRows(web) {
  const etag = (await get(web.port, "/", BROWSER)).headers.etag;
  if (etag) await measure("web: / 304 (If-None-Match)", web, "/", { "if-none-match": etag });
  else console.log("web: / 304 (If-None-Match)        no row: the server sends no ETag");
  const front = await startNginxFront(web.port, work);
  try {
    const target = { name: "nginx", proc: { pid: front.pid }, port: front.port, gcFile: null };
    target.base = `https://127.0.0.1:${front.port}`;
    // "Host" as wrk spells its own: another spelling would send the header twice (nginx: 400).
    const host = { Host: "example.org" };
    const probe = await getTls(front.port, "/", { ...BROWSER, ...host });
    await measure(`nginx: / (its cache: ${probe.headers["x-cache-status"]})`, target, "/", host);
    if (etag) await measure("nginx: / 304", target, "/", { ...host, "if-none-match": etag });
  } finally {
    await front.stop();
  }
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)].toFixed(2)}x (runs: ${values.map((v) => v.toFixed(2)).join(", ")})`;
};

try {
  const cached = startWeb("cached", await freePort(), {});
  const uncached = startWeb("uncached", await freePort(), { PAGE_CACHE_ENTRIES: "0" });
  await Promise.all([waitReady(cached.port), waitReady(uncached.port)]);
  const pages = {};
  for (const web of [cached, uncached]) {
    const page = await get(web.port, "/", BROWSER);
    pages[web.name] = { body: page.body, encoding: page.headers["content-encoding"] ?? "identity" };
  }
  const html = (await get(uncached.port, "/")).body;
  console.log(
    `home page: ${(html.length / 1024).toFixed(1)} KB HTML; cached ${(pages.cached.body.length / 1024).toFixed(1)} KB ${pages.cached.encoding}, ` +
      `rendered ${(pages.uncached.body.length / 1024).toFixed(1)} KB ${pages.uncached.encoding}; ` +
      `${durationMs / 1000} s per run, ${connections} connections, ${load === runWrk ? "wrk" : "Node load generator"}\n`,
  );
  const baseCached = await startBaseline("baseline-cached", await freePort(), pages.cached.body, pages.cached.encoding);
  const baseUncached = await startBaseline(
    "baseline-rendered",
    await freePort(),
    pages.uncached.body,
    pages.uncached.encoding,
  );

  const ratios = { cached: [], uncached: [] };
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round}`);
    const c = await measure("web: / (page cache)", cached);
    const b1 = await measure("baseline: same bytes", baseCached);
    const u = await measure("web: / rendered (no cache)", uncached);
    const b2 = await measure("baseline: same bytes", baseUncached);
    ratios.cached.push(c.cpuPerRequestMs / b1.cpuPerRequestMs);
    ratios.uncached.push(u.cpuPerRequestMs / b2.cpuPerRequestMs);
  }
  await measure("web: /page3?id=1 (page cache)", cached, "/page3?id=1");
  await measure("web: /page3?id=1 rendered", uncached, "/page3?id=1");
  await measureEdgeRows(cached);

  console.log(`\nCPU per request vs. Express sending the same bytes (median of ${rounds} rounds):`);
  console.log(`  home page from the page cache: ${spread(ratios.cached)} (bar: at most 1.5x)`);
  console.log(`  home page rendered (PAGE_CACHE_ENTRIES=0): ${spread(ratios.uncached)} (bar: at most 20x)`);
  console.log(
    `web server RSS after the runs: ${memoryMb(cached.proc.pid).rss.toFixed(0)} MB cached, ${memoryMb(uncached.proc.pid).rss.toFixed(0)} MB rendering (bar: under 160 MB)`,
  );

  await reportHomeJavaScript(`http://127.0.0.1:${cached.port}/`);
  await reportPageJavaScript(`http://127.0.0.1:${cached.port}`);
} finally {
  for (const child of children) child.kill("SIGTERM");
}

// Cold visits against a slow backend, on their own servers.
if (!process.argv.includes("--no-cold")) {
  console.log("\ncold visits (bench/cold-visit.mjs):");
  const coldArgs = ["bench/cold-visit.mjs"];
  for (const name of ["upstream-delay", "calls-seconds"])
    if (process.argv.includes(`--${name}`)) coldArgs.push(`--${name}`, String(arg(name, 0)));
  const coldRun = spawn(process.execPath, coldArgs, { stdio: "inherit" });
  if ((await new Promise((resolve) => coldRun.on("exit", resolve))) !== 0) process.exitCode = 1;
}

// The image figures run on their own servers, after the ones above have stopped.
if (!process.argv.includes("--no-images")) {
  console.log("\nimages (bench/images.mjs):");
  const images = spawn(process.execPath, ["bench/images.mjs", "--duration", String(durationMs / 1000)], {
    stdio: "inherit",
  });
  const code = await new Promise((resolve) => images.on("exit", resolve));
  if (code !== 0) process.exitCode = 1;
}
