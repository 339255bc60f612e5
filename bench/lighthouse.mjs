// `npm run lighthouse`: Lighthouse 12.2.3 (mobile preset, simulated throttling) with Debian's
// Chromium on eight routes of the built site against the embedded demo content; prints one table, the
// median of three runs per route (`-- --runs 1` for one; `-- --route /about` for one route). Every
// run's full report is kept under .tmp/lighthouse/<time>/ (gitignored; the path is printed), to open
// in a Lighthouse viewer and read its long tasks and main-thread breakdown.
// Not part of CI.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ROUTES } from "./home-javascript.mjs";
import { lighthouse, startSite } from "./lighthouse-run.mjs";
import { printTable } from "./print-table.mjs";

// --runs <n>: measure every route n times (default 3) and print the medians.
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg === -1 ? 3 : Math.max(1, Number(process.argv[runsArg + 1]) || 1);
const routeArg = process.argv.indexOf("--route");
const routes = routeArg === -1 ? ROUTES : [process.argv[routeArg + 1]];
const reports = path.resolve(".tmp", "lighthouse", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(reports, { recursive: true });
const reportName = (route, run) =>
  `${route.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "") || "home"}.run${run}.json`;

const work = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const site = await startSite({ CONTENT_DB: path.join(work, "content.db") });
const { origin } = site;

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const value = (report, id) => report.audits[id]?.numericValue ?? NaN;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const load = () => loadavg()[0].toFixed(1);

/** One Lighthouse run on one route: the four scores, the four metrics and the audits under 0.9. */
async function measure(route, run) {
  const { json, report } = await lighthouse(origin + route, ["performance", "accessibility", "best-practices", "seo"]);
  writeFileSync(path.join(reports, reportName(route, run)), json);
  return {
    perf: score(report, "performance"),
    a11y: score(report, "accessibility"),
    best: score(report, "best-practices"),
    seo: score(report, "seo"),
    fcp: value(report, "first-contentful-paint"),
    lcp: value(report, "largest-contentful-paint"),
    tbt: value(report, "total-blocking-time"),
    cls: value(report, "cumulative-layout-shift"),
    failing: Object.entries(report.audits)
      .filter(
        ([, a]) =>
          a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
      )
      .map(([id]) => id),
  };
}

/** Lighthouse sometimes loses the trace on a busy host (NO_NAVSTART): that run is repeated, twice at most. */
async function measureAgain(route, run, attempts = 3) {
  try {
    return await measure(route, run);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.error(`${route}: Lighthouse failed (${String(error).split("\n")[1] ?? error}); measuring again`);
    return measureAgain(route, run, attempts - 1);
  }
}

try {
  // Every route rendered once, so Lighthouse measures pages as visitors get them (page cache warm).
  for (const route of routes) await fetch(origin + route);
  // Simulated throttling still scales with the host's speed: several runs, the median of each column,
  // and the load average, so a figure taken on a busy machine says so.
  const results = new Map(routes.map((route) => [route, []]));
  for (let i = 1; i <= runs; i++) {
    const before = load();
    for (const route of routes) results.get(route).push(await measureAgain(route, i));
    console.error(`run ${i} of ${runs} done; load average (1 min) ${before} -> ${load()}`);
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const rows = routes.map((route) => {
    const all = results.get(route);
    const mid = (key) => median(all.map((r) => r[key]));
    return [
      route,
      runs > 1 ? `${mid("perf")} (${all.map((r) => r.perf).join(" ")})` : mid("perf"),
      mid("a11y"),
      mid("best"),
      mid("seo"),
      seconds(mid("fcp")),
      seconds(mid("lcp")),
      `${Math.round(mid("tbt"))} ms`,
      mid("cls").toFixed(3),
      [...new Set(all.flatMap((r) => r.failing))].join(" "),
    ];
  });
  const header = ["route", "perf", "a11y", "best", "seo", "FCP", "LCP", "TBT", "CLS", "audits under 0.9 (any run)"];
  if (runs > 1) console.log(`median of ${runs} runs (performance of each run in brackets)`);
  printTable(header, rows);
  console.log(`reports: ${reports}`);
} finally {
  site.stop();
}
