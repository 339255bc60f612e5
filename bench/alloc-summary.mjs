// Sums a sampling heap profile (bench/heap-sampling.mjs) by allocating call site with its three
// callers, per request when told how many requests the sampled run served (wrk prints it).
// Usage: node bench/alloc-summary.mjs <file.heapprofile> [requests (default 1)] [rows (default 40)]
import { readFileSync } from "node:fs";

const [file, requestsArg = "1", rowsArg = "40"] = process.argv.slice(2);
if (!file) throw new Error("usage: node bench/alloc-summary.mjs <file.heapprofile> [requests] [rows]");
const { head } = JSON.parse(readFileSync(file, "utf8"));
const requests = Number(requestsArg);

const bySite = new Map();
let total = 0;
function walk(node, callers) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^file:\/\//, "").replace(/.*\/node_modules\//, "~/");
  const frame = `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
  const stack = [frame, ...callers].slice(0, 4);
  if (node.selfSize > 0) {
    total += node.selfSize;
    const key = stack.join(" < ");
    bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
  }
  for (const child of node.children) walk(child, stack);
}
walk(head, []);

const kb = (bytes) => (bytes / 1024 / requests).toFixed(2).padStart(8);
console.log(`${kb(total)} KB allocated${requests > 1 ? " per request" : ""} (sampled)`);
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, Number(rowsArg)))
  console.log(`${kb(bytes)} KB  ${site}`);
