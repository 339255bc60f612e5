// What the Lighthouse benches share: the built web server on a free port (the `serve` script's node
// flags, the environment given) and one Lighthouse 12.2.3 run (mobile preset, simulated throttling,
// Debian's Chromium) whose JSON report comes back parsed. Lighthouse is not a dependency: npx fetches
// that exact version when run.
import { execFile, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { freePort } from "./free-port.mjs";

const LIGHTHOUSE = "lighthouse@12.2.3";
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The built server in `cwd` on a free port with `env` added; resolves once /healthz answers. */
export async function startSite(env, cwd = process.cwd()) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const serveArgs = JSON.parse(readFileSync(`${cwd}/package.json`, "utf8"))
    .scripts.serve.split(/\s+/)
    .slice(1);
  const web = spawn(process.execPath, serveArgs, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: origin, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 1200; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop: () => web.kill("SIGTERM") };
    await new Promise((r) => setTimeout(r, 100));
  }
  web.kill("SIGTERM");
  throw new Error("web server did not start");
}

const run = promisify(execFile);

/** One Lighthouse run on `url` for the given categories: the raw JSON text and the parsed report. */
export async function lighthouse(url, categories) {
  const { stdout } = await run(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${categories.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  return { json: stdout, report: JSON.parse(stdout) };
}
