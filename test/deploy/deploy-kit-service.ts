// A systemd service as this test machine runs it without systemd: the unit's folders, environment and
// command, under the unit's user (runuser).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { UnitSettings } from "./deploy-kit-reading.js";

/** systemd's default PATH, after the directory of the Node the tests run on (it stands for /usr/bin/node). */
export const SERVICE_PATH = `${path.dirname(process.execPath)}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`;

/** A free port below 5536: the unit's metrics port is the instance's with a 1 in front. */
export async function freeLowPort(taken: number[]): Promise<number> {
  for (;;) {
    const port = 4200 + Math.floor(Math.random() * 1300);
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** The file's KEY=value lines, as systemd's EnvironmentFile reads them. */
function environmentFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) env[match[1]] = match[2] ?? "";
  }
  return env;
}

/** What systemd gives the unit's process: its Environment= lines, then the EnvironmentFile's, which win. */
function serviceEnvironment(settings: UnitSettings, instance: string): string[] {
  const env: Record<string, string> = { PATH: SERVICE_PATH };
  for (const line of settings.all("Environment")) {
    const at = line.indexOf("=");
    env[line.slice(0, at)] = line.slice(at + 1).replaceAll("%i", instance);
  }
  for (const file of settings.all("EnvironmentFile")) Object.assign(env, environmentFile(file));
  return Object.entries(env).map(([name, value]) => `${name}=${value}`);
}

/** systemd's StateDirectory= and CacheDirectory=: made before the start, owned by the unit's user. */
export function makeServiceFolders(settings: UnitSettings, made: string[]): void {
  const user = settings.one("User");
  for (const [key, base] of [
    ["StateDirectory", "/var/lib"],
    ["CacheDirectory", "/var/cache"],
  ] as const)
    for (const name of settings.all(key).flatMap((value) => value.split(/\s+/))) {
      const folder = path.join(base, name);
      if (!fs.existsSync(folder) && !made.includes(folder)) made.push(folder);
      execFileSync("install", ["-d", "-m", "0700", "-o", user, "-g", user, folder]);
    }
}

/** ExecStart as systemd splits it (quotes kept together), %i and %% expanded, under the unit's user. */
export function execStart(settings: UnitSettings, key: string, instance: string): string[] {
  const line = settings.one(key).replaceAll("%i", instance).replaceAll("%%", "%");
  const words = [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
  // The Node the tests run on stands for /usr/bin/node: the production-line pass runs the kit on that Node.
  const nodes = words.map((word) =>
    word.replace(/^\/usr\/bin\/node$|(?<=^exec )\/usr\/bin\/node(?= )/, process.execPath),
  );
  return [
    "runuser",
    "-u",
    settings.one("User"),
    "--",
    "env",
    "-i",
    ...serviceEnvironment(settings, instance),
    ...nodes,
  ];
}

export function spawnStatus(command: string, args: string[]): number | null {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return 0;
  } catch (error) {
    return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
      ? error.status
      : null;
  }
}
