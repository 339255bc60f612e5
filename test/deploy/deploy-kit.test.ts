// docs/deploying.md, "Putting it into service", followed on this machine as root with the real paths: the
// doc's own command lines run as written (user, settings, nginx's file, nginx -t, restore), the app runs as
// `website` from the unit's ExecStart, Environment and EnvironmentFile (no systemd here: runuser), the
// backup from the backup unit's ExecStart. Replaced, because a test machine has no network or domain: the
// clone and build (the tree the test set-up built is put at /srv/website), certbot (a self-signed
// certificate where certbot puts its own), and the ports (free ones in place of 80, 443, 3000 and 3001,
// which a shared machine cannot give). Everything the test made is removed afterwards.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "../../server/content-service/db/sqlite.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { donateBody } from "../fixtures/donate-body.js";
import { waitFor } from "../fixtures/server-process.js";
import { fetchRaw, NGINX } from "./nginx-harness.js";
import { docCommandLine, unitSettings } from "./deploy-kit-reading.js";
import { execStart, freeLowPort, makeServiceFolders, SERVICE_PATH, spawnStatus } from "./deploy-kit-service.js";

const DOMAIN = "website-kit.test";
const CHECKOUT = "/srv/website";
const ENV_FILE = "/etc/website/website.env";
const SITE_CONF = "/etc/nginx/conf.d/website.conf";
const CERT_DIR = `/etc/letsencrypt/live/${DOMAIN}`;
const ACME_DIR = "/var/www/html/.well-known";
const NGINX_CACHE = "/var/cache/nginx-website";
const NGINX_LOGS = ["/var/log/nginx/website.access.log", "/var/log/nginx/website.error.log"];
// The Node the tests run on first: the doc's `node` is /usr/bin/node, the production line, on a server.
const ROOT_ENV = { PATH: SERVICE_PATH, DOMAIN };

const unit = unitSettings(fs.readFileSync("deploy/website@.service", "utf8"));
const backupUnit = unitSettings(fs.readFileSync("deploy/website-backup.service", "utf8"));
const made: string[] = [];
let createdUser = false;
let createdLetsencrypt = false;
const apps = new Map<number, ChildProcess>();
let nginx: ChildProcess | null = null;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "website-kit-"));
const ports = { http: 0, https: 0, apps: [0, 0] as [number, number] };

/** A command line of the doc, run as written by bash (as root, from the checkout). */
function runDocLine(pattern: RegExp): string {
  return execFileSync("bash", ["--norc", "-euo", "pipefail", "-c", docCommandLine(pattern)], {
    cwd: CHECKOUT,
    env: ROOT_ENV,
    encoding: "utf8",
  });
}

function startApp(port: number): void {
  const [command = "", ...args] = execStart(unit, "ExecStart", String(port));
  const child = spawn(command, args, { cwd: unit.one("WorkingDirectory"), stdio: ["ignore", "ignore", "pipe"] });
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  apps.set(port, child);
}

async function stopApp(port: number): Promise<void> {
  const child = apps.get(port);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // runuser passes SIGTERM on to the node process, as systemd's KillSignal would; TimeoutStopSec's SIGKILL after.
  child.kill("SIGTERM");
  const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(kill);
}

async function healthy(port: number): Promise<void> {
  await waitFor(
    `the app on ${port}`,
    () => fetchRaw({ port, path: "/readyz", tls: false }).then((r) => r.status === 200),
    60_000,
  );
}

function remember(file: string): void {
  if (!fs.existsSync(file)) made.push(file);
}

beforeAll(async () => {
  if (process.getuid?.() !== 0) throw new Error("the deploy kit test runs as root (as CI does): it installs the kit");
  for (const taken of [CHECKOUT, "/etc/website", SITE_CONF, CERT_DIR, NGINX_CACHE, "/var/lib/website"])
    if (fs.existsSync(taken))
      throw new Error(`${taken} exists: this test needs a machine where the kit is not installed`);
  ports.apps = [await freeLowPort([]), 0];
  ports.apps[1] = await freeLowPort(ports.apps);
  ports.http = await freeLowPort(ports.apps);
  ports.https = await freeLowPort([...ports.apps, ports.http]);

  // 2. The user (the doc's own line), and the checkout as clone and build leave it.
  if (spawnStatus("id", ["-u", "website"]) !== 0) {
    runDocLineAt("/", /^useradd .* website$/);
    createdUser = true;
  }
  made.push(CHECKOUT);
  fs.mkdirSync(CHECKOUT);
  for (const part of [
    "package.json",
    "dist",
    "public",
    "deploy",
    "server/content-service/media-files",
    "server/content-service/demo-content",
  ])
    fs.cpSync(part, path.join(CHECKOUT, part), { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), path.join(CHECKOUT, "node_modules"));

  // 3. The settings, and what the operator types into them: the host name and block 1 filled in.
  remember("/etc/website");
  runDocLine(/^install -d .* \/etc\/website$/);
  runDocLine(/^install -m 0640 .*website\.env\.example \/etc\/website\/website\.env$/);
  const [common = "", , block1 = ""] = fs.readFileSync(ENV_FILE, "utf8").split(/^(# Block 1: .*)$/m);
  const filled = block1
    .split(/^# Block 2/m)[0]
    ?.replace(/^#([A-Z_]+=)/gm, "$1")
    .replace("your-merchant-id", "3100001")
    .replace("your-hash-key", "merchantOwnKey01")
    .replace("your-hash-iv", "merchantOwnIv001");
  fs.writeFileSync(ENV_FILE, `${common}${filled ?? ""}`.replaceAll("example.org", DOMAIN));

  // 4. Where certbot would have put the certificate.
  createdLetsencrypt = !fs.existsSync("/etc/letsencrypt");
  if (!createdLetsencrypt) made.push(CERT_DIR);
  fs.mkdirSync(CERT_DIR, { recursive: true });
  execFileSync("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
    ...["-subj", `/CN=${DOMAIN}`, "-keyout", `${CERT_DIR}/privkey.pem`, "-out", `${CERT_DIR}/fullchain.pem`],
  ]);

  // 5. nginx's file from the doc's sed line; then the free ports in place of 80, 443, 3000 and 3001.
  made.push(SITE_CONF, NGINX_CACHE);
  for (const log of NGINX_LOGS) remember(log);
  runDocLine(/^sed .*> \/etc\/nginx\/conf\.d\/website\.conf$/);
  let site = fs.readFileSync(SITE_CONF, "utf8");
  for (const [from, to] of [
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen [::]:80;", ""],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
    ["listen [::]:443 ssl http2;", ""],
    ["server 127.0.0.1:3000 ", `server 127.0.0.1:${ports.apps[0]} `],
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${ports.apps[1]} `],
  ] as const) {
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    site = site.replaceAll(from, to);
  }
  fs.writeFileSync(SITE_CONF, site);

  // 6. The two instances, as systemd would start them.
  makeServiceFolders(unit, made);
  for (const port of ports.apps) startApp(port);
  for (const port of ports.apps) await healthy(port);
}, 180_000);

afterAll(async () => {
  try {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx?.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    for (const port of apps.keys()) await stopApp(port);
  } finally {
    for (const file of made.reverse()) fs.rmSync(file, { recursive: true, force: true });
    if (createdLetsencrypt) fs.rmSync("/etc/letsencrypt", { recursive: true, force: true });
    fs.rmSync(ACME_DIR, { recursive: true, force: true });
    if (createdUser) execFileSync("userdel", ["website"]);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}, 60_000);

function runDocLineAt(cwd: string, pattern: RegExp): void {
  execFileSync("bash", ["--norc", "-euo", "pipefail", "-c", docCommandLine(pattern)], { cwd, env: ROOT_ENV });
}

test("nginx -t accepts the installed file on the real paths, and creates the page cache folder itself", () => {
  // The doc's line is `nginx -t && systemctl reload nginx`; there is no systemd here to reload.
  expect(docCommandLine(/^nginx -t && systemctl reload nginx$/)).toBeTruthy();
  const result = execFileSync(NGINX, ["-t"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  expect(result).toBe("");
  expect(fs.statSync(NGINX_CACHE).isDirectory()).toBe(true);
});

test("nginx serves the site over TLS, and certbot's challenge over port 80 before the redirect", async () => {
  // Debian's own main file with its pid and the default site's port 80 left out: the site file is the installed one.
  fs.writeFileSync(
    path.join(scratch, "nginx.conf"),
    `user www-data;\nworker_processes 1;\npid ${scratch}/nginx.pid;\ninclude /etc/nginx/modules-enabled/*.conf;\n` +
      `events { worker_connections 256; }\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n` +
      `  access_log ${scratch}/access.log;\n  include ${SITE_CONF};\n}\n`,
  );
  const started = spawn(
    NGINX,
    ["-c", path.join(scratch, "nginx.conf"), "-e", `${scratch}/error.log`, "-g", "daemon off;"],
    {
      stdio: "ignore",
    },
  );
  nginx = started;
  const host = { host: DOMAIN };
  const page = await waitFor("nginx over TLS", () =>
    fetchRaw({ port: ports.https, path: "/", headers: host }).catch(() => null),
  );
  expect(page?.status).toBe(200);
  expect(page?.body.toString("utf8")).toContain(`<link rel="canonical" href="https://${DOMAIN}/"`);

  // certbot --webroot -w /var/www/html writes the token here; nginx must answer it over plain HTTP.
  const token = "kit-test-token_0123456789";
  fs.mkdirSync(`${ACME_DIR}/acme-challenge`, { recursive: true });
  fs.writeFileSync(`${ACME_DIR}/acme-challenge/${token}`, `${token}.thumbprint`);
  const challenge = await fetchRaw({
    port: ports.http,
    path: `/.well-known/acme-challenge/${token}`,
    tls: false,
    headers: host,
  });
  expect(challenge.status).toBe(200);
  expect(challenge.body.toString("utf8")).toBe(`${token}.thumbprint`);
  const redirect = await fetchRaw({ port: ports.http, path: "/about", tls: false, headers: host });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe(`https://${DOMAIN}/about`);
});

test("the app runs as website, and writes its state folder, not the checkout", () => {
  const uid = Number(execFileSync("id", ["-u", "website"], { encoding: "utf8" }));
  for (const child of apps.values()) {
    // runuser's child is the node process ExecStart names (procfs: no procps on a minimal machine).
    const children = fs
      .readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map((pid) => readStatus(pid))
      .filter((status) => status.ppid === child.pid);
    expect(children.map((status) => status.uid)).toEqual([uid]);
  }
  expect(fs.statSync("/var/lib/website/content.db").uid).toBe(uid);
  expect(spawnStatus("runuser", ["-u", "website", "--", "touch", `${CHECKOUT}/dist/written`])).not.toBe(0);
});

/** A process's parent and real user id, from /proc/<pid>/status (0 for a process gone meanwhile). */
function readStatus(pid: string): { ppid: number; uid: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return {
      ppid: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
      uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
    };
  } catch {
    return { ppid: 0, uid: 0 };
  }
}

test("the nightly backup unit's command backs up during service, and the doc's restore brings it back", async () => {
  const response = await fetchRaw({
    port: ports.https,
    path: "/api/homepage/donate",
    method: "POST",
    headers: { host: DOMAIN, "content-type": "application/json" },
    body: Buffer.from(JSON.stringify(donateBody())),
  });
  expect(response.status).toBe(200);
  const tradeNo = /name="MerchantTradeNo" value="([^"]+)"/.exec(response.body.toString("utf8"))?.[1] ?? "";
  expect(tradeNo).not.toBe("");

  makeServiceFolders(backupUnit, made);
  const [command = "", ...args] = execStart(backupUnit, "ExecStart", "");
  execFileSync(command, args, { cwd: backupUnit.one("WorkingDirectory"), stdio: ["ignore", "ignore", "pipe"] });
  const [postCommand = "", ...postArgs] = execStart(backupUnit, "ExecStartPost", "");
  execFileSync(postCommand, postArgs, { cwd: backupUnit.one("WorkingDirectory") });
  const backups = fs.readdirSync("/var/lib/website/backups");
  expect(backups).toEqual([expect.stringMatching(/^content-\d{8}-\d{6}\.db$/) as unknown]);

  // The doc's procedure: stop both instances, restore (the doc's line, with this backup's name), start.
  for (const port of ports.apps) await stopApp(port);
  const restoreLine = docCommandLine(/db-restore\.js --from /).replace(
    /--from \S+/,
    `--from /var/lib/website/backups/${backups[0] ?? ""}`,
  );
  execFileSync("bash", ["--norc", "-c", restoreLine], { cwd: CHECKOUT, env: ROOT_ENV });
  const db = new Database("/var/lib/website/content.db", { readonly: true });
  try {
    expect(db.prepare("SELECT count(*) FROM donations WHERE merchant_trade_no = ?").pluck().get(tradeNo)).toBe(1);
  } finally {
    db.close();
  }
  startApp(ports.apps[0]);
  await healthy(ports.apps[0]);
});
