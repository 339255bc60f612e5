// `npm run lighthouse:photos`: Lighthouse 12.2.3 (mobile preset, simulated throttling, Debian's Chromium)
// on the home page with every image swapped for a 4000×3000 camera JPEG (bench/photo-upstream.mjs), the
// images going through /_img as in production. One run first fills the variant cache (as the first visitor
// would), then --runs (default 3) measured runs; prints each, the median, and the load average (the
// machine may be shared). Not part of CI. Options: --runs <n>, --route <path> (default /),
// --save <file> (the last report, JSON).
import { mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { lighthouse as runLighthouse, startSite } from "./lighthouse-run.mjs";
import { startPhotoUpstream } from "./photo-upstream.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Number(option("runs", "3"));
const route = option("route", "/");
const save = option("save", null);

const work = mkdtempSync(path.join(tmpdir(), "lighthouse-photos-"));
const photos = await startPhotoUpstream(work, { log: (line) => console.error(line) });
const site = await startSite({
  UPSTREAM_URL: photos.url,
  SITE_MEDIA_URL: `${photos.url}/site`,
  IMAGE_CACHE_DIR: path.join(work, "variants"),
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
}).catch((error) => {
  photos.close();
  throw error;
});

async function lighthouse() {
  const { json, report } = await runLighthouse(site.origin + route, ["performance"]);
  if (save) writeFileSync(save, json);
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
  site.stop();
  photos.close();
}
