// `node bench/main-thread.mjs [--runs n] [--out dir]`: where a page load's main-thread time goes.
// Loads each of the eight Lighthouse routes in Debian's Chromium (no throttling, a 412x823 phone
// viewport at DPR 1.75 like Lighthouse's mobile preset), records a Chromium trace from navigation to
// five seconds after load (the sliders' first autoplay step included), and prints per route the
// renderer main thread's task count and task time, split by what the time was spent on (script,
// style, layout, paint and composite, parse, decode, other), the median of the runs, for the page and
// for its static copy (its server HTML without scripts: bench/static-copy.mjs), loaded one after the
// other in each run; then the ratio of their task times, the figure to read (docs/benchmarks.md), and of
// their CPU (thread) times, which a busy host does not inflate.
// With `--out` the last run's traces are kept (open them in Chromium's performance panel). With
// `--baseline <dir>` (a copy of an earlier build: its package.json, dist/, public/ and server/) that build
// is loaded too in each run, so a lever's before and after ratios come from the same run.
// Run after `npm run build`; not part of CI.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTES } from "./home-javascript.mjs";
import { startSite } from "./lighthouse-run.mjs";
import { startStaticCopy } from "./static-copy.mjs";
import { summariseTrace } from "./trace-summary.mjs";
import { printTable } from "./print-table.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Math.max(1, Number(arg("--runs", "3")) || 1);
const outDir = arg("--out", null);
const only = arg("--route", null);
const baselineDir = arg("--baseline", null);
const routes = only ? [only] : ROUTES;

const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink.user_timing",
  "loading",
].join(",");

const work = mkdtempSync(path.join(tmpdir(), "main-thread-"));
const site = await startSite({ CONTENT_DB: path.join(work, "content.db") });
const copy = await startStaticCopy(site.origin);
const before = baselineDir
  ? await startSite({ CONTENT_DB: path.join(work, "content-before.db") }, path.resolve(baselineDir)).catch((error) => {
      copy.stop();
      site.stop();
      throw error;
    })
  : null;
const { chromium } = await import("playwright-core");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

async function traceLoad(origin, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: "zh-TW",
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  await page.goto(origin + route, { waitUntil: "load" });
  await page.waitForTimeout(5000);
  const buffer = await browser.stopTracing();
  await context.close();
  return buffer;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const range = (values, digits) => {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
  return low === high ? low : `${low}–${high}`;
};
const traceName = (route, kind) => `${route.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "") || "home"}${kind}`;

try {
  for (const route of routes) await fetch(site.origin + route);
  if (before) for (const route of routes) await fetch(before.origin + route);
  const sides = [
    { kind: "", origin: site.origin },
    { kind: ".static", origin: copy.origin },
    ...(before ? [{ kind: ".before", origin: before.origin }] : []),
  ];
  const results = new Map(routes.map((route) => [route, Object.fromEntries(sides.map(({ kind }) => [kind, []]))]));
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      for (const { kind, origin } of sides) {
        const buffer = await traceLoad(origin, route);
        results.get(route)[kind].push(summariseTrace(JSON.parse(buffer.toString("utf8")), origin));
        if (outDir && i === runs - 1) {
          mkdirSync(outDir, { recursive: true });
          writeFileSync(path.join(outDir, `${traceName(route, kind)}.trace.json`), buffer);
        }
      }
    }
  }
  // [summary field, column heading]
  const columns = [
    ["tasks", "tasks"],
    ["total", "task ms"],
    ["cpu", "cpu ms"],
    ...["script", "style", "layout", "paint", "parse", "decode", "gc", "other"].map((k) => [k, k]),
    ["long", ">50ms"],
  ];
  const rows = routes.flatMap((route) =>
    sides.map(({ kind }) => {
      const all = results.get(route)[kind];
      const label = { "": route, ".static": "  static copy", ".before": "  baseline build" }[kind];
      return [label, ...columns.map(([k]) => Math.round(median(all.map((r) => r[k]))))];
    }),
  );
  console.log(`median of ${runs} run(s), unthrottled, from navigation to load + 5 s; times in ms`);
  printTable(["route", ...columns.map(([, heading]) => heading)], rows);
  const pageAndCopy = (page, still, key) =>
    `${range(
      page.map((r) => r[key]),
      0,
    )} / ${range(
      still.map((r) => r[key]),
      0,
    )}`;
  // Each run's page against the static copy loaded just after it: the host's speed cancels out.
  const ratios = routes.map((route) => {
    const { "": page, ".static": still, ".before": old } = results.get(route);
    const ratio = page.map((r, i) => r.total / still[i].total);
    const cpuRatio = page.map((r, i) => r.cpu / still[i].cpu);
    const tasks = page.map((r, i) => r.tasks / still[i].tasks);
    const oldRatio = old
      ? [
          range(
            old.map((r, i) => r.total / still[i].total),
            2,
          ),
        ]
      : [];
    return [
      route,
      range(ratio, 2),
      range(cpuRatio, 2),
      ...oldRatio,
      range(tasks, 2),
      pageAndCopy(page, still, "total"),
      pageAndCopy(page, still, "cpu"),
    ];
  });
  console.log(`\npage against its static copy, range over ${runs} run(s) (goal: task time at most 1.5x)`);
  const oldHeader = before ? ["baseline build's ratio"] : [];
  printTable(
    [
      "route",
      "task time ratio",
      "cpu ratio",
      ...oldHeader,
      "task count ratio",
      "task ms page / static",
      "cpu ms page / static",
    ],
    ratios,
  );
  if (outDir) console.log(`traces: ${path.resolve(outDir)}`);
} finally {
  await browser.close();
  copy.stop();
  site.stop();
  before?.stop();
}
