// Starts the built web server exactly as `npm run serve` does (same Node flags), on a free loopback
// port (PORT=0; the server reports the port it got over IPC, so no other process can take it first),
// with the embedded content service on a temporary database unless UPSTREAM_URL is given.
// Its log lines (pino JSON on stdout) are kept for whoever wants to read them.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

/** One GET on a fresh connection: status, headers, body; never throws (an error is `{ error: code }`). */
export function get(port, urlPath, { timeoutMs = 15_000, headers = {} } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, agent: false, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          ms: performance.now() - started,
        }),
      );
      res.on("error", (error) => resolve({ error: error.code ?? error.message, ms: performance.now() - started }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => resolve({ error: error.code ?? error.message, ms: performance.now() - started }));
  });
}

/** Servers started and not yet stopped: an interrupted run stops them (stopAll). */
const live = new Set();

export const stopAll = () => Promise.all([...live].map((server) => server.stop()));

export async function startServer({ env = {}, serveFlags = true, nodeFlags = [] } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), "attack-"));
  const flags = serveFlags
    ? JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/).slice(1, -1)
    : [];
  const child = spawn(process.execPath, [...flags, ...nodeFlags, "dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      CONTENT_DB: path.join(work, "content.db"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const lines = [];
  let partial = "";
  const collect = (chunk) => {
    partial += chunk.toString("utf8");
    const parts = partial.split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) if (line) lines.push(line);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const listening = new Promise((resolve, reject) => {
    child.on("message", (message) => {
      if (message?.type === "listening" && typeof message.port === "number") resolve(message.port);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${lines.slice(-5).join("\n")}`)));
  });
  listening.catch(() => {});
  const server = {
    child,
    pid: child.pid,
    port: 0,
    url: "",
    lines,
    exited,
    async ready(timeoutMs = 30_000) {
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      try {
        server.port = await listening;
      } finally {
        clearTimeout(timer);
      }
      server.url = `http://127.0.0.1:${server.port}`;
      const answer = await get(server.port, "/healthz", { timeoutMs: 5000 });
      if (answer.status !== 200) throw new Error(`/healthz answered ${answer.status ?? answer.error}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(work, { recursive: true, force: true });
      live.delete(server);
    },
  };
  live.add(server);
  return server;
}
