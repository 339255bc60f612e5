// `node bench/dev-loop.mjs [--edits n] [--baseline <git rev>]`: how long after a save to a component under
// shared/ui/ `npm run dev` serves the edited HTML. Runs the dev loop in a copy of this working tree (and,
// with --baseline, in a copy of that commit beside it, edits taking turns, so both meet the same load)
// and prints each one's times and median. Not part of CI (docs/benchmarks.md, "The dev loop").
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const edits = Math.max(1, Number(arg("--edits", "7")) || 1);
const baseline = arg("--baseline", null);
const FOOTER = "shared/ui/layout/corporate-footer.tsx";
const MARK = "版權所有</p>";
const SKIPPED = new Set(["node_modules", "dist", ".git", "data", "public/assets"]);
const root = process.cwd();

function copyOfTree() {
  const dir = mkdtempSync(path.join(tmpdir(), "dev-bench-"));
  cpSync(root, dir, { recursive: true, filter: (source) => !SKIPPED.has(path.relative(root, source)) });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

function copyOfCommit(rev) {
  const dir = mkdtempSync(path.join(tmpdir(), "dev-bench-base-"));
  execFileSync("sh", ["-c", `git archive ${rev} | tar -x -C ${dir}`], { cwd: root });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

async function html(port) {
  try {
    return await (await fetch(`http://127.0.0.1:${port}/`)).text();
  } catch {
    return "";
  }
}

async function until(port, text, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await html(port)).includes(text)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no page with ${text} within ${ms} ms`);
}

async function startLoop(label, dir) {
  const port = await freePort();
  const child = spawn("npm", ["run", "dev"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn" },
    detached: true,
    stdio: "ignore",
  });
  await until(port, MARK, 300_000);
  const file = path.join(dir, FOOTER);
  const source = readFileSync(file, "utf8");
  return { label, dir, port, child, file, source, times: [] };
}

const loops = [];
try {
  loops.push(await startLoop("this tree", copyOfTree()));
  if (baseline) loops.push(await startLoop(`baseline ${baseline}`, copyOfCommit(baseline)));
  for (let i = 0; i < edits; i++) {
    for (const loop of loops) {
      const text = `版權所有・第${i + 1}次</p>`;
      const saved = Date.now();
      writeFileSync(loop.file, loop.source.replace(MARK, text));
      await until(loop.port, text, 120_000);
      loop.times.push(Date.now() - saved);
      // Let the page settle (the content service, the reload streams) before the next save.
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
  console.log(`save -> edited HTML served, ${edits} edits to ${FOOTER}, ms`);
  for (const loop of loops)
    console.log(`${loop.label.padEnd(24)} median ${median(loop.times)}  (${loop.times.join(", ")})`);
} finally {
  for (const loop of loops) {
    if (loop.child.pid) process.kill(-loop.child.pid, "SIGKILL");
    rmSync(loop.dir, { recursive: true, force: true });
  }
}
