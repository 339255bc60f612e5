// `npm run dev` (scripts/dev.mjs) in a temporary copy of the repository: it listens on loopback only, a saved
// component is on the page, a syntax error is shown in the terminal and the page, and fixing it brings the
// page back. And the production build never serves the reload script (it holds none of the dev loop:
// server/web/dev/ is the dev host's, and test/unit/import-circles.test.ts keeps production code from importing it).
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";

const FOOTER = "shared/ui/layout/corporate-footer.tsx";
const SKIPPED = new Set(["node_modules", "dist", ".git", "data", "public/assets"]);
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  output: () => string;
  exited: () => boolean;
}

// This test's Node first on PATH: `npm run dev` then runs scripts/dev.mjs on it, not on whichever `node` the
// shell has (CI runs the suites on a production-line Node that is not on PATH, with an addon built for it).
const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;

function start(command: string, args: string[], cwd: string, env: Record<string, string>): Started {
  let output = "";
  const child = spawn(command, args, { cwd, env: { ...process.env, PATH, ...env }, detached: true });
  started.push(child);
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { output: () => output, exited: () => child.exitCode !== null || child.signalCode !== null };
}

async function page(port: number): Promise<{ status: number; html: string } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return { status: res.status, html: await res.text() };
  } catch {
    return null;
  }
}

/** The page once `holds`; failing at once, with what the process printed, if it has exited. */
async function until(
  port: number,
  holds: (p: { status: number; html: string }) => boolean,
  ms: number,
  child: Started,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const p = await page(port);
    if (p && holds(p)) return p;
    const why = child.exited() ? "the process exited" : Date.now() > deadline ? `no such page within ${ms} ms` : null;
    if (why) throw new Error(`${why}; last: ${p?.status} ${p?.html.slice(0, 300)}\n${child.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The local addresses listening on `port`, from Linux's socket tables (IPv4 and IPv6, as the kernel writes them). */
async function listeningAddresses(port: number): Promise<string[]> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const addresses: string[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of (await readFile(table, "utf8")).split("\n").slice(1)) {
      const [, local = "", , state] = line.trim().split(/\s+/);
      const [address = "", localPort] = local.split(":");
      if (state === "0A" && localPort === hexPort) addresses.push(readableAddress(address));
    }
  }
  return addresses;
}

/** /proc/net/tcp writes an address as 32-bit words in host (little-endian) order. */
function readableAddress(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) => [...Buffer.from(word, "hex").reverse()]);
  if (bytes.length === 4) return bytes.join(".");
  const mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) return bytes.slice(12).join(".");
  return Buffer.from(bytes)
    .toString("hex")
    .replace(/(.{4})(?!$)/g, "$1:");
}

const stylesheetOf = (html: string) => /href="(\/assets\/site-[^"]+\.css)"/.exec(html)?.[1];

/** The repository without its builds and data, sharing node_modules. */
async function copyOfRepository(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "dev-loop-"));
  await cp(process.cwd(), dir, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(process.cwd(), source)),
  });
  await symlink(path.resolve("node_modules"), path.join(dir, "node_modules"));
  return dir;
}

test(
  "the production server serves no reload script, even started under NODE_ENV=development",
  { timeout: 60_000 },
  async () => {
    const port = await freePort();
    const server = start(process.execPath, ["dist/server/main.js"], process.cwd(), {
      PORT: String(port),
      NODE_ENV: "development",
      PAGE_WARMING: "off",
      LOG_LEVEL: "silent",
    });
    const served = await until(port, (p) => p.status === 200, 50_000, server);
    expect(served.html).toContain("/assets/client-");
    expect(served.html).not.toContain("__dev");
    expect((await fetch(`http://127.0.0.1:${port}/__dev/reload.js`)).status).toBe(404);
  },
);

test(
  "npm run dev listens on loopback only, shows a saved edit, a syntax error, the fix, then a stylesheet edit",
  { timeout: 240_000 },
  async () => {
    const dir = await copyOfRepository();
    try {
      const port = await freePort();
      // HOST unset, as on a developer's machine: development builds and /__dev/reload stay on this host.
      const dev = start("npm", ["run", "dev"], dir, { PORT: String(port), LOG_LEVEL: "warn", HOST: "" });
      // Any answer: an error page (a build or a start that failed) fails here with its text.
      const first = await until(port, () => true, 180_000, dev);
      expect(first.status, first.html).toBe(200);
      expect(await listeningAddresses(port)).toEqual(["127.0.0.1"]);
      expect(first.html).toContain('<script type="module" src="/__dev/reload.js">');
      const script = await fetch(`http://127.0.0.1:${port}/__dev/reload.js`);
      expect(await script.text()).toContain('new EventSource("/__dev/reload")');

      const file = path.join(dir, FOOTER);
      const source = await readFile(file, "utf8");
      expect(source).toContain("版權所有</p>");
      const edited = source.replace("版權所有</p>", "版權所有・開發迴圈</p>");
      const saved = Date.now();
      await writeFile(file, edited);
      await until(port, (p) => p.html.includes("版權所有・開發迴圈"), 60_000, dev);
      const editMs = Date.now() - saved;
      console.warn(`dev loop: edit on the page ${editMs} ms after saving`);
      expect(editMs).toBeLessThan(15_000);

      await writeFile(file, edited.replace("版權所有・開發迴圈</p>", "版權所有・開發迴圈</p>{"));
      const broken = await until(port, (p) => p.status === 500, 60_000, dev);
      expect(broken.html).toContain("corporate-footer.tsx");
      expect(broken.html).toContain('<script type="module" src="/__dev/reload.js">');
      expect(dev.output()).toMatch(/\[ERROR\][^]*corporate-footer\.tsx/);

      const fixed = Date.now();
      await writeFile(file, edited.replace("版權所有・開發迴圈</p>", "版權所有・已修復</p>"));
      const fixedPage = await until(port, (p) => p.status === 200 && p.html.includes("版權所有・已修復"), 60_000, dev);
      console.warn(`dev loop: fixed page served ${Date.now() - fixed} ms after saving`);

      // A stylesheet save rebuilds the styles, which a component save leaves alone.
      const styles = path.join(dir, "client/styles/index.css");
      await writeFile(styles, `${await readFile(styles, "utf8")}\n.dev-loop-rule { color: rebeccapurple; }\n`);
      const restyled = await until(port, (p) => stylesheetOf(p.html) !== stylesheetOf(fixedPage.html), 60_000, dev);
      const css = await (await fetch(`http://127.0.0.1:${port}${stylesheetOf(restyled.html)}`)).text();
      expect(css).toMatch(/\.dev-loop-rule\s*\{\s*color: rebeccapurple/);
    } finally {
      for (const child of started.splice(0))
        if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      await rm(dir, { recursive: true, force: true });
    }
  },
);

test("a content service that cannot start is shown on the page and in the terminal", { timeout: 240_000 }, async () => {
  const dir = await copyOfRepository();
  try {
    const port = await freePort();
    // A database path under a file: the service cannot open it and exits.
    const dev = start("npm", ["run", "dev"], dir, { PORT: String(port), CONTENT_DB: "/etc/hostname/content.db" });
    const shown = await until(port, () => true, 180_000, dev);
    expect(shown.status).toBe(500);
    expect(shown.html).toContain("the content service exited");
    expect(dev.output()).toContain("cannot open the content database");
  } finally {
    for (const child of started.splice(0))
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    await rm(dir, { recursive: true, force: true });
  }
});
