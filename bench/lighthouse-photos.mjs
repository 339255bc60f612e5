// `npm run lighthouse:photos`: Lighthouse 12.2.3 (mobile preset, simulated throttling, Debian's Chromium)
// on the home page with every image swapped for a 4000×3000 camera JPEG (bench/photo-upstream.mjs), the
// images going through /_img as in production. One run first fills the variant cache (as the first visitor
// would), then --runs (default 3) measured runs; prints each, the median, and the load average (the
// machine may be shared). Not part of CI. Options: --runs <n>, --route <path> (default /),
// --save <file> (the last report, JSON).
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startPhotoUpstream } from "./photo-upstream.mjs";

const LIGHTHOUSE = "lighthouse@12.2.3";
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Number(option("runs", "3"));
const route = option("route", "/");
const save = option("save", null);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const work = mkdtempSync(path.join(tmpdir(), "lighthouse-photos-"));
const photos = await startPhotoUpstream(work, { log: (line) => console.error(line) });
const port = await freePort();
const origin = `http://localhost:${port}`;
const serveArgs = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/).slice(1);
const web = spawn(process.execPath, serveArgs, {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    UPSTREAM_URL: photos.url,
    SITE_MEDIA_URL: `${photos.url}/site`,
    IMAGE_CACHE_DIR: path.join(work, "variants"),
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("web server did not start");
}

const run = promisify(execFile);
async function lighthouse() {
  const { stdout } = await run(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      origin + route,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (save) writeFileSync(save, stdout);
  const value = (id) => report.audits[id]?.displayValue ?? "";
  const images = (report.audits["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Image");
  return {
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
    imageKb: Math.round(images.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
  };
}

try {
  await waitReady();
  console.error("filling the variant cache (one unmeasured run)…");
  await lighthouse();
  const results = [];
  for (let i = 1; i <= runs; i++) {
    const load = loadavg()[0].toFixed(1);
    const r = await lighthouse();
    results.push(r);
    console.log(
      `run ${i}: performance ${r.score}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  SI ${r.si}  ` +
        `images ${r.imageKb} KB  (load average ${load})`,
    );
  }
  const sorted = results.map((r) => r.score).sort((a, b) => a - b);
  console.log(
    `${route}: median performance ${sorted[Math.floor(sorted.length / 2)]} of ${runs} runs; load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  web.kill("SIGTERM");
  photos.close();
}
