// Sums a V8 .cpuprofile's self time by function, by file and by source module, to see where a
// request's CPU goes. Profile the built server: `node --cpu-prof --cpu-prof-dir=<dir> dist/server/main.js`
// (a signal ends it and writes the profile; the embedded content service writes its own), load it with wrk.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [rows (default 40)]
import { readFileSync } from "node:fs";

const [file, rowsArg = "40"] = process.argv.slice(2);
if (!file) throw new Error("usage: node bench/profile-summary.mjs <file.cpuprofile> [rows]");
const profile = JSON.parse(readFileSync(file, "utf8"));
const rows = Number(rowsArg);

// Each sample names the node running; time between samples is its self time.
const selfUs = new Map();
const deltas = profile.timeDeltas ?? [];
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i + 1] ?? 0)));

// esbuild marks where each source module starts in a bundle ("// shared/ui/x.tsx"): a bundle's
// lines are attributed to the module they came from.
const sections = new Map();
function moduleOf(url, line) {
  if (!url.endsWith(".js") || !url.startsWith("file://")) return null;
  if (!sections.has(url)) {
    const starts = [];
    try {
      readFileSync(new URL(url), "utf8")
        .split("\n")
        .forEach((text, i) => {
          if (/^\/\/ [\w.@/-]+\.(?:[cm]?js|tsx?)$/.test(text))
            starts.push([i, text.slice(3).replace(/.*node_modules\//, "~/")]);
        });
    } catch {
      // not a file on this machine
    }
    sections.set(url, starts);
  }
  let found = null;
  for (const [start, name] of sections.get(url)) if (start <= line) found = name;
  return found;
}

const byFunction = new Map();
const byModule = new Map();
const byFile = new Map();
let total = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  total += us;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^file:\/\//, "").replace(/.*\/node_modules\//, "~/");
  const fn = `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const fileKey = where || functionName;
  byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + us);
  const module = moduleOf(url, lineNumber) ?? fileKey;
  byModule.set(module, (byModule.get(module) ?? 0) + us);
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
};
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
print("self time by file", byFile);
print("self time by source module (bundles split by esbuild's module comments)", byModule);
print("self time by function", byFunction);
