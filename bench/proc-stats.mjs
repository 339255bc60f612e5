// CPU time and memory of another process, from Linux's own accounting (/proc/<pid>).
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the full line (11 and 12 after the command name).
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** The process ids of a process's children (the web server's embedded content service). */
export function childPids(pid) {
  const pids = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      pids.push(...readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    } catch {
      // the thread ended while we looked
    }
  }
  return pids;
}

/** CPU time of a process and all its descendants (the web server and its embedded content service). */
export function treeCpuMs(pid) {
  let total = cpuMs(pid);
  for (const child of childPids(pid)) {
    try {
      total += treeCpuMs(child);
    } catch {
      // the child ended while we looked
    }
  }
  return total;
}
