// Debian's nginx running deploy/nginx.conf on loopback: the shipped file with its ports, certificate
// and paths swapped for test ones (each swap must match, so the file tested is the file shipped),
// inside a minimal main config with its own prefix, temp and log folders. Root is not needed for
// the ports (all above 1024); as root, the workers run as nginx's default unprivileged user.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "../fixtures/server-process.js";

export const NGINX = "/usr/sbin/nginx";

/**
 * The settings deploy/website@.service gives every instance, without the env file: the app's defaults
 * must work behind the shipped nginx as they are. The per-instance ones (port, host, metrics port) are
 * the caller's.
 */
export function unitEnvironment(): Record<string, string> {
  const unit = readFileSync("deploy/website@.service", "utf8");
  const env: Record<string, string> = {};
  for (const [, name = "", value = ""] of unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm))
    if (!["PORT", "HOST", "METRICS_PORT"].includes(name)) env[name] = value;
  if (env.NODE_ENV !== "production") throw new Error("deploy/website@.service no longer sets NODE_ENV=production");
  return env;
}

/**
 * The shipped pair: two app processes on free ports against `upstreamUrl`, each answering, with nginx in
 * front. One public origin for both, as in production, so both render the same bytes and the same ETag.
 * `started` receives the processes before they are waited on, so the caller can stop them whatever happens.
 */
export async function startPairBehindNginx(
  upstreamUrl: string,
  env: Record<string, string>,
  started: (apps: ServerProcess[]) => void,
): Promise<NginxRun> {
  const ports = [await freePort(), await freePort()] as const;
  const apps = ports.map((port) =>
    startServerProcess(port, {
      UPSTREAM_URL: upstreamUrl,
      LOG_LEVEL: "info",
      TRUST_PROXY: "loopback",
      PUBLIC_URL: "https://example.org",
      ...unitEnvironment(),
      ...env,
    }),
  );
  started(apps);
  for (const app of apps)
    await waitFor("the app to answer", () =>
      fetchRaw({ port: app.port, path: "/healthz", tls: false }).then((r) => r.status === 200),
    );
  return startNginx(ports);
}

export const SERVER_NAME = "example.org";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface NginxRun {
  /** The master process (its workers are its children). */
  pid: number;
  httpsPort: number;
  httpPort: number;
  /** The copy of public/ nginx serves /assets/ from. */
  publicDir: string;
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** The shipped config with loopback ports and test paths; throws if the file no longer has a value we swap. */
export function adaptConfig(
  shipped: string,
  t: { httpPort: number; httpsPort: number; appPorts: readonly [number, number]; dir: string; publicDir: string },
): string {
  const swaps: [string, string][] = [
    ["listen 80;", `listen 127.0.0.1:${t.httpPort};`],
    ["listen [::]:80;", ""],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${t.httpsPort} ssl http2;`],
    ["listen [::]:443 ssl http2;", ""],
    ["server 127.0.0.1:3000 ", `server 127.0.0.1:${t.appPorts[0]} `],
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${t.appPorts[1]} `],
    ["/etc/letsencrypt/live/example.org", t.dir],
    ["/srv/website/public", t.publicDir],
    ["/var/log/nginx/website.access.log", path.join(t.dir, "access.log")],
    ["/var/log/nginx/website.error.log warn", `${path.join(t.dir, "error.log")} info`],
    ["/var/cache/nginx-website ", `${path.join(t.dir, "cache")} `],
  ];
  let config = shipped;
  for (const [from, to] of swaps) {
    if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    config = config.split(from).join(to);
  }
  return config;
}

function mainConfig(dir: string, site: string): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
# brotli_static: Debian's libnginx-mod-http-brotli-static (.ci/run installs it).
load_module ${BROTLI_MODULE};
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  access_log ${dir}/other-access.log;
${site}
}
`;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startNginx(appPorts: readonly [number, number]): Promise<NginxRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "website-nginx-"));
  // The workers are unprivileged: they must reach the assets.
  chmodSync(dir, 0o755);
  const publicDir = path.join(dir, "public");
  cpSync(path.resolve("public/assets"), path.join(publicDir, "assets"), { recursive: true });
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"],
      ...[
        "-subj",
        `/CN=${SERVER_NAME}`,
        "-keyout",
        path.join(dir, "privkey.pem"),
        "-out",
        path.join(dir, "fullchain.pem"),
      ],
    ],
    { stdio: "ignore" },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = adaptConfig(readFileSync("deploy/nginx.conf", "utf8"), {
    httpPort,
    httpsPort,
    appPorts,
    dir,
    publicDir,
  });
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir, site));
  const errorLogPath = path.join(dir, "error.log");
  const read = (file: string) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return "";
    }
  };
  const child = spawn(
    NGINX,
    ["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", errorLogPath, "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const listening = waitFor("nginx to listen", () => portOpen(httpsPort));
  const failed = exited.then(() => {
    throw new Error("nginx exited");
  });
  await Promise.race([listening, failed]).catch((error: unknown) => {
    throw new Error(`nginx did not start (${String(error)}):\n${stderr}\n${read(errorLogPath)}`);
  });
  return {
    pid: child.pid ?? 0,
    httpsPort,
    httpPort,
    publicDir,
    accessLog: () => read(path.join(dir, "access.log")),
    errorLog: () => read(errorLogPath),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface RequestOptions {
  port: number;
  path: string;
  tls?: boolean;
  headers?: Record<string, string>;
  /** The visitor's address (any 127.x address works on Linux). */
  localAddress?: string;
  /** Told about each chunk as it arrives. */
  onChunk?: (chunk: Buffer) => void;
  /** Told the status of each informational (1xx) answer before the final one. */
  onInformation?: (status: number) => void;
  method?: string;
  body?: Buffer;
}

/** One request on a fresh connection, to nginx (TLS, the test certificate) or straight to an app process. */
export function fetchRaw({
  port,
  path: target,
  tls = true,
  headers = {},
  localAddress,
  onChunk,
  onInformation,
  method = "GET",
  body,
}: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = {
      host: "127.0.0.1",
      port,
      path: target,
      method,
      agent: false,
      headers: { host: SERVER_NAME, ...headers },
      localAddress,
      servername: SERVER_NAME,
      rejectUnauthorized: false,
    };
    const onResponse = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        onChunk?.(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    };
    const req = tls ? https.request(options, onResponse) : http.request(options, onResponse);
    req.on("information", (info: http.InformationEvent) => onInformation?.(info.statusCode));
    req.on("error", reject);
    req.end(body);
  });
}
