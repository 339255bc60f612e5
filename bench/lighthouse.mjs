// `npm run lighthouse`: Lighthouse 12.2.3 (mobile preset, simulated throttling) with Debian's
// Chromium on eight routes of the built site against the embedded demo content; prints one table.
// Not part of CI. Lighthouse is not a dependency: npx fetches that exact version when run.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const LIGHTHOUSE = "lighthouse@12.2.3";
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ROUTES = [
  "/",
  "/about",
  "/branchList",
  "/charity1?id=1",
  "/charity4?id=1",
  "/page3?id=1",
  "/buddhism",
  "/buddhismIntro?id=1",
];

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const origin = `http://localhost:${port}`;
const work = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const serveArgs = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/).slice(1);
const web = spawn(process.execPath, serveArgs, {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    CONTENT_DB: path.join(work, "content.db"),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("web server did not start");
}

const run = promisify(execFile);
const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const audit = (report, id) => report.audits[id]?.displayValue ?? "";

try {
  await waitReady();
  // Every route rendered once, so Lighthouse measures pages as visitors get them (page cache warm).
  for (const route of ROUTES) await fetch(origin + route);
  const rows = [];
  for (const route of ROUTES) {
    const { stdout } = await run(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        origin + route,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout);
    const failing = Object.entries(report.audits)
      .filter(
        ([, a]) =>
          a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
      )
      .map(([id]) => id);
    rows.push([
      route,
      score(report, "performance"),
      score(report, "accessibility"),
      score(report, "best-practices"),
      score(report, "seo"),
      audit(report, "first-contentful-paint"),
      audit(report, "largest-contentful-paint"),
      audit(report, "total-blocking-time"),
      audit(report, "cumulative-layout-shift"),
      failing.join(" "),
    ]);
    console.error(`measured ${route}`);
  }
  const header = ["route", "perf", "a11y", "best", "seo", "FCP", "LCP", "TBT", "CLS", "audits under 0.9"];
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  for (const row of table)
    console.log(
      row
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
} finally {
  web.kill("SIGTERM");
}
