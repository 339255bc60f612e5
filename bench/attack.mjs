// `npm run attack`: hostile conditions against the built server, started as `npm run serve` starts it (same heap
// flags), with the embedded content service. Prints figures; asserts nothing (tests run scaled-down versions).
//
// 1. Slow bodies: --connections (default 3000) connections each POST a target with Content-Length
//    10000 and send one byte every 3 s, re-connecting 3 s after the server lets go, for --duration
//    seconds (default 40) per target; two visitors keep asking for pages on fresh connections.
//    Targets (--targets, comma-separated): /charity4?id=1 (the no-JavaScript donation form, which
//    the donation rate limit also guards) and /api/website/getPage (proxied, not rate-limited).
// 2. SIGTERM under load: --clients (default 32) keep-alive clients in a closed loop, SIGTERM at 2 s.
// 3. Donation spellings: DONATION_RATE_LIMIT=3, --posts (default 20) donations per spelling of the
//    donation addresses, each spelling from its own client address (docs/security.md).
// 4. Image variants: a media origin, one attacker address asking for ever-new variants over
//    --image-connections (default 32) connections for --image-duration s (default 20), first with
//    cache-busting spellings of one picture, then with canonical addresses of a large gallery at
//    --gallery-connections (default 560); a visitor asks for a new variant every 500 ms.
// 5. Junk values: /about warmed, then --junk (default 600) page addresses that differ only in their
//    parameters (junk ids, spellings of one id, junk sponsor pages, sponsor pages past the last); counts stored renders and page cache misses, and whether /about
//    was still held (start-up warming off, so the page cache holds only what this run asked for).
// 6. Sponsor flood: --sponsor-rows (default 300000) paid donations in the embedded database;
//    --sponsor-requests (default 400) GETs of /api/homepage/sponsor?limit=50 from one address at once (at
//    offset 999999999, then at as many different offsets) while --donors (default 20) donations are posted;
//    the content service's kills and restarts, /readyz's 503 time, and every acknowledged donation checked
//    in the database (docs/security.md).
// 7. Upstream outage: a cold server in front of an upstream failing fast (500, then a 200 that is not
//    JSON); --outage-requests (default 1000) page requests, --outage-concurrency (default 20) at a time;
//    upstream calls per 1,000 visitor requests.
// 8. If-None-Match: `"a", ` then 16,000 spaces and `x` on the stored home page, --inm-requests (default
//    20) times on one connection, beside as many plain requests (docs/security.md).
// 9. Formatting-element page at --formatting-sizes (default 1200,2000) `<`, read under --max-old-space-size=128
//    by the server's reader and by parse5 with no node budget (before the fix): time, heap, refused or died.
// 10. Result parameters and ?_data= beside the stored /about, --result-requests (default 500) each, behind a
//    counting proxy: the web server's CPU per request and upstream calls per 1,000 requests.
// 11. File limit: the content service's open-file limit lowered to what it holds (prlimit), start-up warming
//    off; proxied POSTs and /readyz for up to --fd-seconds (default 40): seconds failing until it is replaced.
// 12. Files and commands: content folder, db:restore, content:pull (bench/attack/file-scenarios.mjs says what each does).
// Options: --only slow-body|sigterm|donation-spellings|image-variants|junk-values|sponsor-flood|upstream-outage|
// if-none-match|formatting-page|result-params|fd-limit|content-folder|db-restore|content-pull; any server setting as an environment variable.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { photoJpeg } from "./photo.mjs";
import { arg, helpIfAsked } from "./attack/cli.mjs";
import { FILE_SCENARIOS } from "./attack/file-scenarios.mjs";
import { reportFdLimit } from "./attack/fd-limit.mjs";
import { reportFormattingPage } from "./attack/formatting-page.mjs";
import { reportResultParams } from "./attack/result-params.mjs";
import { runDonationSpellings } from "./attack/donation-spellings.mjs";
import { runJunkValues } from "./attack/junk-values.mjs";
import { freePort } from "./free-port.mjs";
import { runIfNoneMatch } from "./attack/if-none-match.mjs";
import { runImageVariants, startMediaOrigin } from "./attack/image-variants.mjs";
import { startServer, stopAll } from "./attack/server-process.mjs";
import { runSigterm } from "./attack/sigterm.mjs";
import { runSlowBody } from "./attack/slow-body.mjs";
import { runSponsorFlood } from "./attack/sponsor-flood.mjs";
import { runUpstreamOutage } from "./attack/upstream-outage.mjs";

helpIfAsked(import.meta.url);

// Interrupted: stop every server started (and its embedded content service), remove their temp databases.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void stopAll().then(() => process.exit(signal === "SIGINT" ? 130 : 143)));

const only = arg("only", null);
const connections = Number(arg("connections", 3000));
const durationS = Number(arg("duration", 40));
const clients = Number(arg("clients", 32));
const targets = arg("targets", "/charity4?id=1,/api/website/getPage").split(",");
const posts = Number(arg("posts", 20));
const imageConnections = Number(arg("image-connections", 32));
const imageDurationS = Number(arg("image-duration", 20));
const galleryConnections = Number(arg("gallery-connections", 560));
const junk = Number(arg("junk", 600));
const sponsorRows = Number(arg("sponsor-rows", 300_000));
const sponsorRequests = Number(arg("sponsor-requests", 400));
const donors = Number(arg("donors", 20));
const outageRequests = Number(arg("outage-requests", 1000));
const outageConcurrency = Number(arg("outage-concurrency", 20));
const inmRequests = Number(arg("inm-requests", 20));
const formattingSizes = arg("formatting-sizes", "1200,2000").split(",").map(Number);
const resultRequests = Number(arg("result-requests", 500));
const fdSeconds = Number(arg("fd-seconds", 40));
const mb = (n) => `${n.toFixed(0)} MB`;
const ms = (n) => `${(n / 1000).toFixed(1)} s`;

for (const target of only === null || only === "slow-body" ? targets : []) {
  const server = await startServer();
  try {
    await server.ready();
    console.log(
      `slow bodies: ${connections} connections POST ${target} (Content-Length 10000, 1 byte / 3 s) for ${durationS} s`,
    );
    let lastPrint = 0;
    const result = await runSlowBody({
      port: server.port,
      pid: server.pid,
      connections,
      durationMs: durationS * 1000,
      target,
      onProgress: ({ rss, open }) => {
        if (performance.now() - lastPrint < 5000) return;
        lastPrint = performance.now();
        console.log(`  RSS ${mb(rss)}, attacker connections open ${open}`);
      },
    });
    const exit = server.child.exitCode ?? server.child.signalCode;
    console.log(`  server ${result.alive && exit === null ? "still running" : `DIED (${exit})`}`);
    console.log(`  RSS peak ${mb(result.rss.peak)} (bar: under 300 MB)`);
    console.log(
      `  attackers: ${result.opened} connections opened; answered ${JSON.stringify(result.answered)}; ` +
        `closed without answer ${result.closedUnanswered}; refused ${result.connectErrors}; still open at the end ${result.stillOpen} (${result.stillOpenAnswered} of them answered, ${result.stillOpenUnconnected} never connected); ` +
        `longest held ${ms(result.longestHeldMs)}`,
    );
    const v = result.visitors;
    console.log(
      `  visitors: ${v.total} requests, statuses ${JSON.stringify(v.byStatus)}, errors ${JSON.stringify(v.errors)}, ` +
        `p50 ${v.p50.toFixed(1)} ms, p99 ${v.p99.toFixed(1)} ms, max ${v.max.toFixed(1)} ms`,
    );
    const fatal = server.lines.filter((l) => /heap limit|"level":60/.test(l));
    if (fatal.length) console.log(`  fatal lines: ${fatal.slice(0, 3).join("\n")}`);
    console.log("");
  } finally {
    await server.stop();
  }
}

if (only === null || only === "sigterm") {
  const server = await startServer();
  try {
    await server.ready();
    console.log(`SIGTERM under load: ${clients} keep-alive clients in a closed loop, SIGTERM at 2 s`);
    const result = await runSigterm({ port: server.port, child: server.child, clients });
    console.log(`  answered before the signal ${result.before}, after it ${result.afterSignal}`);
    console.log(
      `  answers whose headers came after the signal still saying keep-alive: ${result.keepAliveAfterSignal} (bar: 0)`,
    );
    console.log(
      `  failed requests: ${result.failedTotal} ${JSON.stringify(result.failed)} (bar: 0); ` +
        `new connections refused after the listener closed: ${result.refusedNewConnections}`,
    );
    console.log(
      `  last answer ${result.lastAnswerMs === null ? "-" : `${result.lastAnswerMs.toFixed(0)} ms`} after the signal; ` +
        `exit ${result.exit} after ${result.exitMs === null ? "-" : `${result.exitMs.toFixed(0)} ms`}`,
    );
  } finally {
    await server.stop();
  }
}

if (only === null || only === "donation-spellings") {
  const server = await startServer({ env: { DONATION_RATE_LIMIT: "3", TRUST_PROXY: "loopback" } });
  try {
    await server.ready();
    console.log(`donation spellings: DONATION_RATE_LIMIT=3, ${posts} posts per spelling, one client address each`);
    for (const row of await runDonationSpellings({ port: server.port, posts })) {
      const other = Object.keys(row.other).length ? `, other ${JSON.stringify(row.other)}` : "";
      console.log(`  POST ${row.path}: orders ${row.orders}, 429 ${row.limited}${other}`);
    }
    console.log("");
  } finally {
    await server.stop();
  }
}

if (only === null || only === "if-none-match") {
  const server = await startServer();
  try {
    await server.ready();
    console.log(`If-None-Match: "a", 16,000 spaces, x on the stored home page, ${inmRequests} requests each`);
    const result = await runIfNoneMatch({ port: server.port, pid: server.pid, requests: inmRequests });
    for (const [name, row] of Object.entries(result))
      console.log(
        `  ${name.padEnd(7)}: ${row.msPerRequest.toFixed(1)} ms a request, ${row.cpuMsPerRequest.toFixed(1)} ms of the ` +
          `web server's CPU a request, statuses ${JSON.stringify(row.statuses)}`,
      );
    console.log("");
  } finally {
    await server.stop();
  }
}

if (only === null || only === "image-variants") {
  const origin = await startMediaOrigin(await photoJpeg(1, 1600, 1200));
  try {
    for (const [mode, connections] of [
      ["cache-busting", imageConnections],
      ["gallery", galleryConnections],
    ]) {
      const cacheDir = mkdtempSync(path.join(tmpdir(), "attack-images-"));
      const server = await startServer({
        env: { MEDIA_ORIGINS: origin.url, TRUST_PROXY: "loopback", IMAGE_CACHE_DIR: cacheDir, IMAGE_CACHE_MB: "16" },
      });
      try {
        await server.ready();
        console.log(`image variants (${mode}): ${connections} connections from one address for ${imageDurationS} s`);
        const result = await runImageVariants({
          port: server.port,
          origin,
          cacheDir,
          mode,
          connections,
          durationMs: imageDurationS * 1000,
          lines: server.lines,
        });
        const minute = 60 / imageDurationS;
        console.log(
          `  attacker answers ${JSON.stringify(result.attacker)}; origin fetches ${result.originFetches} ` +
            `(${Math.round(result.originFetches * minute)} a minute); variant files on disk ${result.variantFiles}`,
        );
        const v = result.visitor;
        console.log(
          `  visitor (new variant every 500 ms), as it saw them: ${JSON.stringify(v.byStatus)}, p50 ${v.p50.toFixed(0)} ms, max ${v.max.toFixed(0)} ms`,
        );
        const s = result.visitorServer;
        console.log(
          `  visitor, as the server logged them: ${JSON.stringify(s.byStatus)}, p50 ${s.p50.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`,
        );
        console.log("");
      } finally {
        await server.stop();
        rmSync(cacheDir, { recursive: true, force: true });
      }
    }
  } finally {
    await origin.close();
  }
}

if (only === null || only === "junk-values") {
  const metricsPort = await freePort();
  const server = await startServer({ env: { PAGE_WARMING: "off", METRICS_PORT: String(metricsPort) } });
  try {
    await server.ready();
    console.log(
      `junk values: /about warmed, then ${junk} addresses (junk ids, spellings of id 1, junk sponsor pages, ` +
        `sponsor pages past the last)`,
    );
    const result = await runJunkValues({ port: server.port, pid: server.pid, metricsPort, count: junk });
    console.log(
      `  answers ${JSON.stringify(result.byStatus)}, cache-control ${JSON.stringify(result.cacheControl)}; ` +
        `server CPU ${result.cpuMsPerRequest.toFixed(1)} ms a request`,
    );
    console.log(
      `  page cache: ${result.misses} misses, ${result.renders} renders for it; ` +
        `/about afterwards ${result.aboutStillStored ? "still stored" : "EVICTED (rendered again)"}`,
    );
    console.log("");
  } finally {
    await server.stop();
  }
}
if (only === null || only === "sponsor-flood") {
  const work = mkdtempSync(path.join(tmpdir(), "attack-sponsors-"));
  try {
    console.log(
      `sponsor flood: ${sponsorRows} paid donations; ${sponsorRequests} GETs of /api/homepage/sponsor at once ` +
        `from one address, ${donors} donors posting meanwhile`,
    );
    const result = await runSponsorFlood({
      rows: sponsorRows,
      requests: sponsorRequests,
      donors,
      dbFile: path.join(work, "content.db"),
    });
    for (const p of result.phases) {
      console.log(
        `  ${p.name}: statuses ${JSON.stringify(p.statuses)} in ${ms(p.floodMs)} (slowest ${ms(p.slowestMs)}); ` +
          `content service killed ${p.kills}, exited ${p.exits}; /readyz not 200 for ${ms(p.notReadyMs)}`,
      );
      console.log(
        `    donations: ${JSON.stringify(p.donations)}; acknowledged ${p.acknowledged.length}, ` +
          `lost ${p.lost}, stored twice ${p.twice}`,
      );
    }
    console.log(`  orders in the database from the donors: ${result.orders}`);
    console.log("");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (only === null || only === "upstream-outage") {
  for (const mode of ["500", "garbage"]) {
    console.log(
      `upstream outage (${mode}): cold server, ${outageRequests} page requests, ${outageConcurrency} at a time`,
    );
    const result = await runUpstreamOutage({ mode, requests: outageRequests, concurrency: outageConcurrency });
    console.log(
      `  upstream calls ${result.calls} (${result.perThousand.toFixed(0)} per 1,000 requests); ` +
        `visitors ${JSON.stringify(result.statuses)} in ${result.seconds.toFixed(1)} s`,
    );
  }
  console.log("");
}
if (only === null || only === "formatting-page") await reportFormattingPage({ sizes: formattingSizes });
if (only === null || only === "result-params") await reportResultParams({ requests: resultRequests });
if (only === null || only === "fd-limit") await reportFdLimit({ maxSeconds: fdSeconds });
for (const [name, report] of Object.entries(FILE_SCENARIOS)) if (only === null || only === name) await report();
