// `npm run bench`: the home page and one content page against the embedded upstream (gzip requested,
// as a browser does), beside an Express app sending the same bytes from memory; then the size of
// the JavaScript the home page loads. Prints figures; asserts nothing.
// Options: --duration <seconds per run> (default 20), --connections <n> (default 16).
import { fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import http from "node:http";
import { runLoad } from "./load.mjs";
import { cpuMs, memoryMb } from "./proc-stats.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const durationMs = arg("duration", 20) * 1000;
const connections = arg("connections", 16);
const GZIP = { "accept-encoding": "gzip, deflate, br" };
const WEB_PORT = 3917;
const BASE_PORT = 3918;

const work = mkdtempSync(path.join(tmpdir(), "bench-"));
// Started exactly as `npm run serve` starts it (same Node flags).
const serveArgs = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/).slice(1);
const web = spawn(process.execPath, serveArgs, {
  env: {
    ...process.env,
    PORT: String(WEB_PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    CONTENT_DB: path.join(work, "content.db"),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const get = (p, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: WEB_PORT, path: p, headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on("error", reject);
  });

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await get("/healthz")).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("web server did not start");
}

async function measure(label, pid, url) {
  // Warm: fills the upstream and page caches, lets V8 optimise.
  await runLoad({ url, connections, durationMs: 2000, headers: GZIP });
  const cpuBefore = cpuMs(pid);
  const result = await runLoad({ url, connections, durationMs, headers: GZIP });
  const cpu = cpuMs(pid) - cpuBefore;
  const mem = memoryMb(pid);
  const row = { label, ...result, cpuPerRequestMs: cpu / result.requests, rssMb: mem.rss, peakRssMb: mem.peak };
  console.log(
    `${label.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2).padStart(6)} ms  p99 ${result.p99.toFixed(2).padStart(6)} ms  ` +
      `CPU ${row.cpuPerRequestMs.toFixed(3)} ms/req  RSS ${mem.rss.toFixed(0)} MB (peak ${mem.peak.toFixed(0)} MB)  errors ${result.errors}`,
  );
  return row;
}

try {
  await waitReady();
  const home = await get("/", GZIP);
  const contentPage = "/page3?id=1";
  const html = (await get("/")).body;
  console.log(
    `home page: ${(html.length / 1024).toFixed(1)} KB HTML, ${(home.body.length / 1024).toFixed(1)} KB gzipped; ${durationMs / 1000} s per run, ${connections} connections\n`,
  );

  const homeRow = await measure("web: / (gzip)", web.pid, `http://127.0.0.1:${WEB_PORT}/`);
  await measure(`web: ${contentPage} (gzip)`, web.pid, `http://127.0.0.1:${WEB_PORT}${contentPage}`);

  const file = path.join(work, "home.html.gz");
  writeFileSync(file, home.body);
  const baseline = fork("bench/baseline-server.mjs", [file, String(BASE_PORT)], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve) => baseline.once("message", resolve));
  const baseRow = await measure("baseline: same bytes from memory", baseline.pid, `http://127.0.0.1:${BASE_PORT}/`);
  baseline.kill("SIGTERM");

  console.log(
    `\nCPU per request, home page vs. baseline: ${(homeRow.cpuPerRequestMs / baseRow.cpuPerRequestMs).toFixed(2)}x (bar: at most 3x)`,
  );
  console.log(
    `web server RSS after the runs: ${memoryMb(web.pid).rss.toFixed(0)} MB (bar: under 150 MB); home p99 ${homeRow.p99.toFixed(2)} ms (bar: under 50 ms)`,
  );

  await reportHomeJavaScript(`http://127.0.0.1:${WEB_PORT}/`);
} finally {
  web.kill("SIGTERM");
}

/** Every script a real browser fetches for the home page (entry, preloads, chunks loaded after hydration), gzipped. */
async function reportHomeJavaScript(url) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const scripts = new Set();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await browser.close();
  // Sizes as sent: the build's brotli file (what Chromium gets), else gzip 9. Scripts the HTML names
  // (entry and module preloads) are loaded before the page is interactive; the rest after hydration.
  const html = await (await fetch(url)).text();
  let total = 0;
  let beforeInteractive = 0;
  const rows = [];
  for (const src of scripts) {
    const file = path.join("public", src);
    const size = existsSync(`${file}.br`)
      ? statSync(`${file}.br`).size
      : gzipSync(readFileSync(file), { level: 9 }).length;
    total += size;
    if (html.includes(`"${src}"`)) beforeInteractive += size;
    rows.push([size, src]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  for (const [size, src] of rows.slice(0, 4)) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${src}`);
  console.log(
    `JavaScript the home page loads: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB brotli in total; ` +
      `${(beforeInteractive / 1024).toFixed(1)} KB before it is interactive (bar: at most 95 KB on the wire)`,
  );
}
