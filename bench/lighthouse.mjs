// `npm run lighthouse`: Lighthouse 12.2.3 (mobile preset, simulated throttling) with Debian's
// Chromium on eight routes of the built site against the embedded demo content; prints one table, the
// median of three runs per route (`-- --runs 1` for one; `-- --route /about` for one route), then each
// route against its static copy (its server HTML without scripts: bench/static-copy.mjs), measured just
// after it in the same run: the TBT difference and the main-thread work ratio, the figures to read. Every
// run's full report is kept under .tmp/lighthouse/<time>/ (gitignored; the path is printed), to open
// in a Lighthouse viewer and read its long tasks and main-thread breakdown.
// Not part of CI.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ROUTES } from "./home-javascript.mjs";
import { lighthouse, startSite } from "./lighthouse-run.mjs";
import { printTable } from "./print-table.mjs";
import { startStaticCopy } from "./static-copy.mjs";

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
const copy = await startStaticCopy(origin);

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const value = (report, id) => report.audits[id]?.numericValue ?? NaN;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const load = () => loadavg()[0].toFixed(1);

/** One Lighthouse run on one route: the four scores, the four metrics and the audits under 0.9. */
async function measure(route, run, from = origin) {
  const { json, report } = await lighthouse(from + route, ["performance", "accessibility", "best-practices", "seo"]);
  writeFileSync(
    path.join(reports, reportName(route, run).replace(".run", from === origin ? ".run" : ".static.run")),
    json,
  );
  return {
    perf: score(report, "performance"),
    a11y: score(report, "accessibility"),
    best: score(report, "best-practices"),
    seo: score(report, "seo"),
    fcp: value(report, "first-contentful-paint"),
    lcp: value(report, "largest-contentful-paint"),
    tbt: value(report, "total-blocking-time"),
    cls: value(report, "cumulative-layout-shift"),
    work: value(report, "mainthread-work-breakdown"),
    failing: Object.entries(report.audits)
      .filter(
        ([, a]) =>
          a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
      )
      .map(([id]) => id),
  };
}

/** Lighthouse sometimes loses the trace on a busy host (NO_NAVSTART): that run is repeated, twice at most. */
async function measureAgain(route, run, from = origin, attempts = 3) {
  try {
    return await measure(route, run, from);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.error(`${route}: Lighthouse failed (${String(error).split("\n")[1] ?? error}); measuring again`);
    return measureAgain(route, run, from, attempts - 1);
  }
}

try {
  // Every route rendered once, so Lighthouse measures pages as visitors get them (page cache warm).
  for (const route of routes) await fetch(origin + route);
  // Simulated throttling still scales with the host's speed: several runs, the median of each column,
  // and the load average, so a figure taken on a busy machine says so.
  const results = new Map(routes.map((route) => [route, []]));
  const statics = new Map(routes.map((route) => [route, []]));
  for (let i = 1; i <= runs; i++) {
    const before = load();
    for (const route of routes) {
      results.get(route).push(await measureAgain(route, i));
      statics.get(route).push(await measureAgain(route, i, copy.origin));
    }
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
  const range = (values, digits = 0) => {
    const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
    return low === high ? low : `${low}–${high}`;
  };
  // Each run's page against the static copy measured just after it, so the host's speed cancels out.
  const against = routes.map((route) => {
    const [page, still] = [results.get(route), statics.get(route)];
    return [
      route,
      `${range(page.map((r) => r.tbt))} / ${range(still.map((r) => r.tbt))}`,
      range(page.map((r, i) => r.tbt - still[i].tbt)),
      `${range(
        page.map((r) => r.work / 1000),
        1,
      )} / ${range(
        still.map((r) => r.work / 1000),
        1,
      )}`,
      range(
        page.map((r, i) => r.work / still[i].work),
        2,
      ),
      `${range(page.map((r) => r.perf))} / ${range(still.map((r) => r.perf))}`,
    ];
  });
  console.log(
    `\npage against its static copy, range over ${runs} run(s) (goals: TBT within 100 ms, work at most 1.5x)`,
  );
  printTable(
    [
      "route",
      "TBT ms page / static",
      "TBT difference ms",
      "main-thread work s page / static",
      "work ratio",
      "perf page / static",
    ],
    against,
  );
  console.log(`reports: ${reports}`);
} finally {
  copy.stop();
  site.stop();
}
