// `npm run attack`: two hostile conditions against the built server, started as `npm run serve`
// starts it (same heap flags), with the embedded content service. Prints figures; asserts nothing
// (the test suite runs scaled-down versions of both and asserts).
//
// 1. Slow bodies: --connections (default 3000) connections each POST a target with Content-Length
//    10000 and send one byte every 3 s, re-connecting 3 s after the server lets go, for --duration
//    seconds (default 40) per target; two visitors keep asking for pages on fresh connections.
//    Targets (--targets, comma-separated): /charity4?id=1 (the no-JavaScript donation form, which
//    the donation rate limit also guards) and /api/website/getPage (proxied, not rate-limited).
// 2. SIGTERM under load: --clients (default 32) keep-alive clients in a closed loop, SIGTERM at 2 s.
//
// Options: --only slow-body|sigterm, and any server setting as an environment variable (the
// server is started with the defaults otherwise).
import { startServer } from "./attack/server-process.mjs";
import { runSigterm } from "./attack/sigterm.mjs";
import { runSlowBody } from "./attack/slow-body.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const only = arg("only", null);
const connections = Number(arg("connections", 3000));
const durationS = Number(arg("duration", 40));
const clients = Number(arg("clients", 32));
const targets = arg("targets", "/charity4?id=1,/api/website/getPage").split(",");

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
