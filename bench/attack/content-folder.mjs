// The content folder attacked as an editor's commit could (issue 45, docs/security.md "The content folder"): the
// built server with its embedded content service on a copy of the demo folder, polled every 500 ms; a fresh
// server for each phase.
// 1. Links: page 5's photo is `photos/leak.jpg`, a symlink to a file outside the folder, then a hard link to it:
//    what the page names and what that address answers on the public port (status, type, cache, the file's text).
// 2. A throw at start: a folder named `pages/x.yaml`, a symlink loop used as a photo and Emacs's lock link
//    `pages/.#5.yaml` are added, then the content service is killed once (any crash): for `seconds` s, the child's
//    exits, /readyz and the proxied getPage answers.
// 3. A 10 MB article (Markdown) written into the running site's folder: the same figures for `seconds` s and the
//    content service's peak memory; then `content:check` on a `checkMb` MB file: time and peak memory.
// Options: --content-seconds (default 20), --check-mb (default 50).
import { spawnSync } from "node:child_process";
import { cpSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { arg } from "./cli.mjs";
import { get, startServer } from "./server-process.mjs";
import { childPids } from "../proc-stats.mjs";

const DEMO = "server/content-service/demo-content";
const SECRET = "SECRET-MARKER root:x:0:0:root:/root:/bin/bash";

function postJson(port, urlPath, body) {
  const text = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(text) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.setTimeout(5000, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => resolve({ error: error.code ?? error.message }));
    req.end(text);
  });
}

/** Peak resident memory of a process so far, MB (0 once it is gone). */
function peakMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** A server on a copy of the demo folder: its folder, a place outside it, and a wait for the next (re)load. */
async function startOnFolder() {
  const work = mkdtempSync(path.join(tmpdir(), "attack-content-"));
  const folder = path.join(work, "content");
  cpSync(DEMO, folder, { recursive: true });
  mkdirSync(path.join(folder, "photos"));
  const server = await startServer({ env: { CONTENT_DIR: folder, CONTENT_POLL_MS: "500", PAGE_WARMING: "off" } });
  await server.ready(60_000);
  const loads = () => server.lines.filter((line) => /content loaded|content refused|could not be/.test(line)).length;
  const nextLoad = async (change) => {
    const before = loads();
    change();
    const deadline = performance.now() + 60_000;
    while (loads() === before && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  };
  const stop = async () => {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  };
  return { server, work, folder, nextLoad, stop };
}

const setPage5Image = (folder, reference) => {
  const file = path.join(folder, "pages/5.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace(/^image: .*$/m, `image: ${reference}`));
};

async function photoOfPage5(port) {
  const page = await postJson(port, "/api/website/getPage", { id: 5 });
  const image = page.status === 200 ? JSON.parse(page.body).data?.result?.image : undefined;
  if (typeof image !== "string") return { page: page.status ?? page.error };
  const photo = await get(port, image);
  return {
    image,
    status: photo.status ?? photo.error,
    type: photo.headers?.["content-type"],
    cache: photo.headers?.["cache-control"],
    secret: typeof photo.body === "string" && photo.body.includes(SECRET),
  };
}

async function runLinks() {
  const site = await startOnFolder();
  try {
    const secret = path.join(site.work, "secret.txt");
    writeFileSync(secret, `${SECRET}\n`);
    const leak = path.join(site.folder, "photos/leak.jpg");
    await site.nextLoad(() => {
      symlinkSync(secret, leak);
      setPage5Image(site.folder, "photos/leak.jpg");
    });
    const symlink = await photoOfPage5(site.server.port);
    await site.nextLoad(() => {
      rmSync(leak);
      linkSync(secret, leak);
      // A new mtime, so the poll notices the change even where the link keeps the old one.
      writeFileSync(
        path.join(site.folder, "pages/5.yaml"),
        `${readFileSync(path.join(site.folder, "pages/5.yaml"), "utf8")}\n`,
      );
    });
    const hardLink = await photoOfPage5(site.server.port);
    const refused = site.server.lines.filter((line) => line.includes("content refused")).length;
    return { symlink, hardLink, refused };
  } finally {
    await site.stop();
  }
}

/** For `seconds` s: the content service's exits, /readyz and proxied answers, its peak memory. */
const exitLines = (server) => server.lines.filter((l) => l.includes("content service exited")).length;

async function watch(server, seconds, exitsBefore = exitLines(server)) {
  const readyz = {};
  const api = {};
  let notReadyMs = 0;
  let peak = 0;
  const started = performance.now();
  let last = started;
  while (performance.now() - started < seconds * 1000) {
    const [ready, answer] = await Promise.all([
      get(server.port, "/readyz", { timeoutMs: 2000 }),
      postJson(server.port, "/api/website/getPage", { id: 5 }),
    ]);
    for (const pid of childPids(server.pid)) peak = Math.max(peak, peakMb(pid));
    const now = performance.now();
    readyz[ready.status ?? ready.error] = (readyz[ready.status ?? ready.error] ?? 0) + 1;
    api[answer.status ?? answer.error] = (api[answer.status ?? answer.error] ?? 0) + 1;
    if (ready.status !== 200) notReadyMs += now - last;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exits = exitLines(server) - exitsBefore;
  const hung = server.lines.filter((l) => l.includes("stopped answering; killed")).length;
  return { exits, hung, readyz, api, notReadyMs, peak };
}

async function runThrowAtStart(seconds) {
  const site = await startOnFolder();
  try {
    await site.nextLoad(() => {
      mkdirSync(path.join(site.folder, "pages/x.yaml"));
      symlinkSync("loop.jpg", path.join(site.folder, "photos/loop.jpg"));
      symlinkSync("editor@host.4242:1700000000", path.join(site.folder, "pages/.#5.yaml"));
      setPage5Image(site.folder, "photos/loop.jpg");
    });
    const [child] = childPids(site.server.pid);
    if (child === undefined) throw new Error("no embedded content service child found");
    // The kill's own exit is not counted: only the exits of the children started after it.
    const exitsBefore = exitLines(site.server) + 1;
    process.kill(child, "SIGKILL");
    return await watch(site.server, seconds, exitsBefore);
  } finally {
    await site.stop();
  }
}

async function runLargeArticle(seconds) {
  const site = await startOnFolder();
  try {
    const paragraph = "    清晨集合，**分組**打掃社區公園，[紀錄](https://example.org/a)。\n\n";
    const count = Math.floor((10 * 1024 * 1024) / Buffer.byteLength(paragraph));
    writeFileSync(
      path.join(site.folder, "articles/999.yaml"),
      `id: 999\ntitle: 很長的文章\ncontent:\n  markdown: |\n${paragraph.repeat(count)}`,
    );
    return await watch(site.server, seconds);
  } finally {
    await site.stop();
  }
}

/** `content:check` (the built entry) on a copy of the demo folder with one `mb` MB article: seconds, peak MB. */
function runCheck(mb) {
  const work = mkdtempSync(path.join(tmpdir(), "attack-check-"));
  try {
    const folder = path.join(work, "content");
    cpSync(DEMO, folder, { recursive: true });
    const line = "    清晨集合，**分組**打掃社區公園。\n\n";
    writeFileSync(
      path.join(folder, "articles/999.yaml"),
      `id: 999\ntitle: 很長的文章\ncontent:\n  markdown: |\n${line.repeat(Math.floor((mb * 1024 * 1024) / Buffer.byteLength(line)))}`,
    );
    const started = performance.now();
    const result = spawnSync(
      "/usr/bin/time",
      ["-f", "%M", process.execPath, "dist/server/content-service/content-check.js", folder],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = Number(/(\d+)\s*$/.exec(result.stderr)?.[1] ?? 0) / 1024;
    const first = result.stderr.split("\n").find((l) => l.trim() !== "") ?? "";
    return { status: result.status, seconds, peak, first: first.slice(0, 160) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const printWatch = (r) =>
  console.log(
    `  content service exits ${r.exits} (killed as hung ${r.hung}); /readyz ${JSON.stringify(r.readyz)}, not 200 for ` +
      `${s(r.notReadyMs)}; proxied getPage ${JSON.stringify(r.api)}; peak memory of a content service ${r.peak.toFixed(0)} MB`,
  );

/** Runs the three phases and prints their figures (`npm run attack -- --only content-folder`). */
export async function reportContentFolder({
  seconds = Number(arg("content-seconds", 20)),
  checkMb = Number(arg("check-mb", 50)),
} = {}) {
  console.log("content folder, links: page 5's photo a symlink, then a hard link, to a file outside the folder");
  const links = await runLinks();
  for (const [name, r] of [
    ["symlink", links.symlink],
    ["hard link", links.hardLink],
  ])
    console.log(
      `  ${name}: page names ${r.image ?? r.page}, which answers ${r.status} ${r.type ?? ""} ` +
        `(${r.cache ?? "-"}); the outside file's text in it: ${r.secret ? "YES" : "no"}`,
    );
  console.log(`  content refused lines logged: ${links.refused}`);
  console.log(
    `content folder, a throw at start: x.yaml folder, link loop, lock link; the child killed once; ${seconds} s`,
  );
  printWatch(await runThrowAtStart(seconds));
  console.log(`content folder, a 10 MB article written into the running site's folder; ${seconds} s`);
  printWatch(await runLargeArticle(seconds));
  const check = runCheck(checkMb);
  console.log(
    `  content:check with a ${checkMb} MB article: exit ${check.status} in ${check.seconds.toFixed(1)} s, ` +
      `peak memory ${check.peak.toFixed(0)} MB; first line: ${check.first}`,
  );
  console.log("");
}
