// `npm run bench:images`: the image pipeline with camera-sized photos. Every image of the demo content
// (upstream /media and the site's own media, through SITE_MEDIA_URL) is swapped for a generated
// 4000×3000 JPEG (bench/photo.mjs, 3–4 MB), then:
//   1. image bytes a 390×844 @3x phone downloads on /, /charity3?id=1, /branch1, /buddhism1, scrolling to the end,
//      against the bytes of the originals the same <img> elements pointed at before (one per image);
//      the largest-contentful-paint image and its bytes
//   2. time per new variant by format and width, RSS while transforming
//   3. requests per second for a cached variant
//   4. home page p50/p99 alone and while 200 new variants are requested (how many were made meanwhile)
// Prints figures; asserts nothing. Options: --duration <seconds per load run> (default 10), --detail (every
// image of section 1 with its width and bytes), --phone-only (section 1 alone).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { runLoad } from "./load.mjs";
import { startPhotoUpstream } from "./photo-upstream.mjs";
import { memoryMb } from "./proc-stats.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const durationMs = arg("duration", 10) * 1000;
const WEB_PORT = 3927;
const PAGES = ["/", "/charity3?id=1", "/branch1", "/buddhism1"];
const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const work = mkdtempSync(path.join(tmpdir(), "bench-images-"));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const children = [];
process.on("exit", () => children.forEach((child) => child.kill("SIGTERM")));

const photoUpstream = await startPhotoUpstream(work);
const { photoOf } = photoUpstream;
const frontUrl = photoUpstream.url;
process.on("exit", () => photoUpstream.close());
/** The bytes of the original an image address stands for. */
const originalBytes = (src) => {
  if (src.startsWith("/media/")) return photoOf(src).length;
  const site = /^\/site-media\/[0-9a-f]{8}\/(.+)$/.exec(src);
  return site ? photoOf(`/site/${site[1]}`).length : 0;
};

const serveArgs = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/).slice(1);
const web = spawn(process.execPath, serveArgs, {
  env: {
    ...process.env,
    PORT: String(WEB_PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    UPSTREAM_URL: frontUrl,
    SITE_MEDIA_URL: `${frontUrl}/site`,
    IMAGE_CACHE_DIR: path.join(work, "variants"),
    // As deploy/website@.service runs it (docs/images.md, "Memory"); MALLOC_ARENA_MAX= (empty) for glibc's default.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
children.push(web);
const base = `http://127.0.0.1:${WEB_PORT}`;
for (let i = 0; ; i += 1) {
  const ok = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 300) throw new Error("web server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryMb(web.pid).rss)), 100);
const idleRss = memoryMb(web.pid).rss;

// 1. A phone on the four pages.
const { chromium } = await import("playwright-core");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
async function phoneVisit(pagePath) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const images = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== "/_img") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.push({ url: url.pathname + url.search, src: url.searchParams.get("src") ?? "", bytes: body.length });
  });
  await page.addInitScript(() => {
    window.__lcp = "";
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      window.__lcp = last?.url ?? "";
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const started = performance.now();
  await page.goto(base + pagePath, { waitUntil: "load", timeout: 120_000 });
  const lcp = await page.evaluate(() => window.__lcp);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState("networkidle", { timeout: 180_000 });
  const elapsed = performance.now() - started;
  await context.close();
  const lcpPath = lcp ? new URL(lcp).pathname + new URL(lcp).search : "";
  return { images, lcpPath, lcpBytes: images.find((i) => i.url === lcpPath)?.bytes ?? null, elapsed };
}

console.log("\n1. a 390×844 @3x phone, scrolling each page to the end (AVIF accepted, as Chrome does)");
console.log("page | images | bytes now | originals before | LCP image | cold load");
let totalNow = 0;
let totalBefore = 0;
for (const pagePath of PAGES) {
  const cold = await phoneVisit(pagePath);
  const warm = await phoneVisit(pagePath);
  const now = warm.images.reduce((sum, i) => sum + i.bytes, 0);
  const before = [...new Set(warm.images.map((i) => i.src))].reduce((sum, src) => sum + originalBytes(src), 0);
  totalNow += now;
  totalBefore += before;
  const lcp = warm.lcpBytes === null ? "(text)" : kb(warm.lcpBytes);
  console.log(
    `${pagePath} | ${warm.images.length} | ${kb(now)} | ${mb(before)} | ${lcp} | ${(cold.elapsed / 1000).toFixed(1)} s`,
  );
  if (process.argv.includes("--detail")) {
    for (const i of warm.images)
      console.log(`    ${kb(i.bytes).padStart(7)}  w=${new URL(i.url, base).searchParams.get("w")}  ${i.src}`);
  }
}
console.log(`4 pages | | ${mb(totalNow)} | ${mb(totalBefore)} | |`);
await browser.close();
if (process.argv.includes("--phone-only")) process.exit(0);

// 2. New variants: time by format and width.
console.log("\n2. time per new variant (source 4000×3000 JPEG, one at a time)");
const get = (p, headers = {}) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: "127.0.0.1", port: WEB_PORT, path: p, headers }, (res) => {
        let bytes = 0;
        res.on("data", (c) => (bytes += c.length));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            bytes,
            ms: performance.now() - started,
            type: res.headers["content-type"],
          }),
        );
      })
      .on("error", reject);
  });
const variant = (name, width) => `/_img?src=${encodeURIComponent(`/media/${name}.jpg`)}&w=${width}`;
const formats = [
  ["AVIF", CHROME_ACCEPT],
  ["WebP", "image/webp,*/*"],
  ["JPEG", "*/*"],
];
let n = 0;
for (const width of [640, 1080, 1920]) {
  const row = [];
  for (const [label, accept] of formats) {
    const times = [];
    let bytes = 0;
    let type = "";
    for (let i = 0; i < 3; i += 1) {
      const res = await get(variant(`timing-${(n += 1)}`, width), { accept });
      times.push(res.ms);
      bytes += res.bytes;
      type = String(res.type).replace("image/", "");
    }
    times.sort((a, b) => a - b);
    row.push(`${label} → ${type} ${times[1].toFixed(0)} ms ${kb(bytes / 3)}`);
  }
  console.log(`w=${width}: ${row.join(" | ")}`);
}
console.log(
  `web server RSS (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? "2"}): idle ${idleRss.toFixed(0)} MB, peak while transforming ${peakRss.toFixed(0)} MB`,
);

// 3. A cached variant.
const cached = variant("timing-1", 640);
await get(cached, { accept: CHROME_ACCEPT });
const hit = await runLoad({ url: base + cached, connections: 16, durationMs, headers: { accept: CHROME_ACCEPT } });
console.log(
  `\n3. cached variant: ${hit.rps.toFixed(0)} req/s, p50 ${hit.p50.toFixed(2)} ms, p99 ${hit.p99.toFixed(2)} ms, errors ${hit.errors}`,
);
const file = await runLoad({ url: `${base}/favicon.svg`, connections: 16, durationMs, headers: {} });
console.log(
  `   a static file (/favicon.svg) for comparison: ${file.rps.toFixed(0)} req/s, p99 ${file.p99.toFixed(2)} ms`,
);

// 4. Page latency with a burst of 200 new variants.
const alone = await runLoad({ url: `${base}/`, connections: 8, durationMs, headers: { "accept-encoding": "gzip" } });
peakRss = 0;
let done = 0;
let refused = 0;
const burst = Promise.all(
  Array.from({ length: 200 }, (_, i) =>
    get(variant(`burst-${Math.floor(i / 4)}`, [320, 640, 1080, 1920][i % 4]), { accept: CHROME_ACCEPT }).then((r) => {
      if (r.status === 200) done += 1;
      else refused += 1;
    }),
  ),
);
const during = await runLoad({ url: `${base}/`, connections: 8, durationMs, headers: { "accept-encoding": "gzip" } });
console.log(
  `\n4. home page alone: p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms (${alone.rps.toFixed(0)} req/s)`,
);
console.log(
  `   while 200 new variants are requested: p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms (${during.rps.toFixed(0)} req/s); ` +
    `${done} variants made in ${(durationMs / 1000).toFixed(0)} s so far`,
);
console.log(`   refused so far: ${refused}; peak RSS meanwhile ${peakRss.toFixed(0)} MB`);
// The rest of the burst is not waited for: it only measures how long 200 transforms take in a row.
void burst;
clearInterval(sampler);
process.exit(0);
