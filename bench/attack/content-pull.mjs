// content:pull against a hostile upstream (issue 45 items 4 and 5, docs/security.md): the built entry
// (dist/server/content-service/content-pull.js, or --pull-entry naming another build, such as one of the code
// before the fix) pulls from a local upstream whose home slider names one hostile photo per case, with its
// default limits:
//   redirect  /media/r.jpg answers 302 to an "internal" address (a second local server, as a cloud metadata
//             service would be); /media/t.jpg answers text/plain
//   huge      /media/huge.mp4 streams --pull-media-mb (default 1500) MiB of video/mp4, never held whole
//   hung      /media/hung.jpg never answers; the pull is killed after --pull-hang-s (default 150)
//   json      the menu (POST /api/website/getMenuList) answers --pull-json-mb (default 200) MiB of JSON
// Reports per case: exit code (or "killed"), seconds, the pull process's peak RSS (VmHWM), whether the internal
// address was asked, the bytes the upstream got out, and the files the folder kept under media/.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { arg } from "./cli.mjs";

const MB = 1024 * 1024;
const EMPTY_MENU = '{"menuListData":[]}';

/** Streams `bytes` with back-pressure from a reused chunk; stops when the client goes away. */
function stream(res, type, prefix, bytes, stats) {
  res.writeHead(200, { "content-type": type });
  res.write(prefix);
  const chunk = Buffer.alloc(MB, "x");
  let sent = 0;
  const more = () => {
    while (sent < bytes && !res.destroyed) {
      sent += chunk.length;
      stats.bytesSent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", more);
    }
    if (!res.destroyed) res.end(type === "application/json" ? '"}' : undefined);
  };
  more();
}

async function listen(handler) {
  const server = http.createServer(handler);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

function hostileUpstream(kind, { mediaMb, jsonMb, internalUrl, stats }) {
  const slides = {
    redirect: ["/media/r.jpg", "/media/t.jpg"],
    huge: ["/media/huge.mp4"],
    hung: ["/media/hung.jpg"],
    json: [],
  }[kind];
  return listen((req, res) => {
    req.resume();
    const url = req.url ?? "";
    if (url === "/api/homepage/slider") {
      const data = slides.map((fileUrl, i) => ({ fileType: "image", fileUrl, position: i + 1 }));
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data }));
    }
    if (url === "/api/website/getMenuList") {
      if (kind !== "json") return void res.writeHead(200, { "content-type": "application/json" }).end(EMPTY_MENU);
      return stream(res, "application/json", '{"menuListData":[],"padding":"', jsonMb * MB, stats);
    }
    if (url === "/media/r.jpg")
      return void res.writeHead(302, { location: `${internalUrl}/latest/meta-data/iam/security-credentials/` }).end();
    if (url === "/media/t.jpg") return void res.writeHead(200, { "content-type": "text/plain" }).end("not a photo");
    if (url === "/media/huge.mp4")
      return stream(res, "video/mp4", Buffer.from("\0\0\0\x18ftypisom"), mediaMb * MB, stats);
    if (url === "/media/hung.jpg") return;
    res.writeHead(404, { "content-type": "application/json" }).end('{"message":"not found"}');
  });
}

const peakRssMb = (pid) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
};

/** Runs the pull; its exit, time, peak RSS (read until it ends: VmHWM only grows) and standard error. */
function runPull(entry, from, out, killAfterMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [entry, "--from", from, "--out", out], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    let peak = 0;
    let killed = false;
    child.stdout.resume();
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const poll = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid) ?? 0)), 50);
    const kill = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, killAfterMs);
    child.on("exit", (code, signal) => {
      clearInterval(poll);
      clearTimeout(kill);
      resolve({
        exit: killed ? "killed" : (code ?? signal),
        seconds: (performance.now() - started) / 1000,
        peakRssMb: peak,
        stderr,
      });
    });
  });
}

export async function runContentPull({ entry, kinds, mediaMb, jsonMb, hangSeconds }) {
  const results = [];
  for (const kind of kinds) {
    const internalAsked = [];
    const internal = await listen((req, res) => {
      internalAsked.push(req.url);
      res.writeHead(200, { "content-type": "text/plain" }).end('{"AccessKeyId":"AKIA-INTERNAL"}');
    });
    const stats = { bytesSent: 0 };
    const upstream = await hostileUpstream(kind, { mediaMb, jsonMb, internalUrl: internal.url, stats });
    const work = mkdtempSync(path.join(tmpdir(), "attack-pull-"));
    const out = path.join(work, "pulled");
    try {
      const run = await runPull(entry, upstream.url, out, (kind === "hung" ? hangSeconds : 600) * 1000);
      const media = path.join(out, "media");
      results.push({
        kind,
        ...run,
        internalAsked: internalAsked.length,
        upstreamMb: stats.bytesSent / MB,
        kept: existsSync(media) ? readdirSync(media, { recursive: true }) : [],
      });
    } finally {
      await upstream.close();
      await internal.close();
      rmSync(work, { recursive: true, force: true });
    }
  }
  return results;
}

export async function reportContentPull() {
  const entry = arg("pull-entry", "dist/server/content-service/content-pull.js");
  const mediaMb = Number(arg("pull-media-mb", 1500));
  const jsonMb = Number(arg("pull-json-mb", 200));
  const hangSeconds = Number(arg("pull-hang-s", 150));
  console.log(
    `content:pull (${entry}) against a hostile upstream: a redirect to an internal address and a text photo, ` +
      `${mediaMb} MiB of video, a photo never answered (killed at ${hangSeconds} s), ${jsonMb} MiB of menu JSON`,
  );
  const results = await runContentPull({
    entry,
    kinds: ["redirect", "huge", "hung", "json"],
    mediaMb,
    jsonMb,
    hangSeconds,
  });
  for (const r of results) {
    const last = r.stderr.trim().split("\n").filter(Boolean).slice(-3).join(" | ").slice(0, 400);
    console.log(
      `  ${r.kind.padEnd(8)}: exit ${r.exit} after ${r.seconds.toFixed(1)} s, peak RSS ${r.peakRssMb.toFixed(0)} MB, ` +
        `internal address asked ${r.internalAsked} times, upstream sent ${r.upstreamMb.toFixed(0)} MiB, ` +
        `media kept ${JSON.stringify(r.kept)}`,
    );
    if (last) console.log(`            stderr: ${last}`);
  }
  console.log("");
}
