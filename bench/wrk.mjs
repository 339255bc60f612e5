// Load with wrk (as the figures are measured): N keep-alive connections for a duration,
// parsed into requests, errors, requests/s and latency percentiles.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);
export const WRK = process.env.WRK ?? "/usr/bin/wrk";
export const hasWrk = () => existsSync(WRK);

const ms = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];

export async function runWrk({ url, connections, durationMs, headers = {} }) {
  const args = ["-t2", `-c${connections}`, `-d${Math.round(durationMs / 1000)}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const { stdout } = await run(WRK, [...args, url], { maxBuffer: 1 << 20 });
  const number = (re) => Number(re.exec(stdout)?.[1] ?? 0);
  const pct = (p) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(stdout);
    return m ? ms(m[1], m[2]) : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const requests = number(/(\d+) requests in/);
  return {
    requests,
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: pct(50),
    p99: pct(99),
  };
}
