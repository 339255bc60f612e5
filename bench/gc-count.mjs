// Garbage collections of a process started with --trace-gc, counted from its output file between two points.
import { readFileSync, statSync } from "node:fs";

export const gcMark = (file) => statSync(file).size;

export function gcSince(file, mark) {
  const text = readFileSync(file).subarray(mark).toString("latin1");
  const count = (re) => (text.match(re) ?? []).length;
  return { scavenges: count(/: Scavenge\b/g), markCompacts: count(/: Mark-Compact\b/g) };
}
