// `npm run dev`: build.mjs's client and server builds as esbuild contexts, rebuilt when a source file
// changes, and dist/server/main.js restarted after each good build. The content service runs beside it as
// the embedded one would (same database, payment sandbox), started again only when its bundle changes, since
// its start-up is most of a restart. While a build is broken this script serves its error on PORT instead,
// and the page's reload script (scripts/dev-reload-client.js) reloads.
import { context, formatMessages } from "esbuild";
import { fork, spawn } from "node:child_process";
import { watch } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import {
  clientScriptOptions,
  clientStyleOptions,
  manifestOf,
  root,
  serverOptions,
  writeStylesheet,
} from "../build.mjs";

const assets = path.join(root, "public/assets");
const port = Number(process.env.PORT || 3000);
const childEnv = { ...process.env, DEV_RELOAD: "1", PAGE_WARMING: "off", SHUTDOWN_GRACE_MS: "0" };

await rm(assets, { recursive: true, force: true });
await mkdir(assets, { recursive: true });
// Unminified, silent (this script prints each error once), and only the two servers `npm run dev` runs.
const quick = { minify: false, logLevel: "silent" };
const [scripts, styles, servers] = await Promise.all([
  context({ ...clientScriptOptions(assets), ...quick }),
  context({ ...clientStyleOptions(assets), ...quick }),
  context({
    ...serverOptions,
    ...quick,
    entryPoints: {
      "server/main": serverOptions.entryPoints["server/main"],
      "server/content-service/main": serverOptions.entryPoints["server/content-service/main"],
    },
  }),
]);

let child = null;
let errorPage = null;
let content = null;
let contentBundle = "";
const contentEntry = path.join(root, "dist/server/content-service/main.js");

/** Forked with a channel, as the web server forks it: it reports its port and exits when the channel closes. */
async function startContentService() {
  const bundle = await readFile(contentEntry, "utf8");
  if (content && bundle === contentBundle) return content.url;
  if (content) {
    const exited = new Promise((resolve) => content.process.once("exit", resolve));
    content.process.disconnect();
    await exited;
  }
  contentBundle = bundle;
  const service = fork(contentEntry, [], {
    cwd: root,
    env: { ...process.env, CONTENT_HOST: "127.0.0.1", CONTENT_PORT: "0", CONTENT_SUPERVISED: "1" },
  });
  const port = await new Promise((resolve, reject) => {
    service.on("message", (m) => m?.type === "listening" && resolve(m.port));
    service.once("exit", (code) => reject(new Error(`content service exited (${code})`)));
  });
  content = { process: service, url: `http://127.0.0.1:${port}` };
  return content.url;
}

async function rebuild() {
  const results = await Promise.all(
    [scripts, styles, servers].map((ctx) => ctx.rebuild().catch((failure) => ({ errors: failure.errors ?? [] }))),
  );
  const errors = results.flatMap((r) => r.errors);
  if (errors.length > 0) return [...new Set(await formatMessages(errors, { kind: "error", color: false }))].join("\n");
  const stylesheet = await writeStylesheet(assets, results[1]);
  await writeFile(
    path.join(assets, "manifest.json"),
    JSON.stringify({ ...manifestOf(results[0].metafile), "client.css": stylesheet }),
  );
  return null;
}

async function stop() {
  if (child) {
    const stopping = child;
    child = null;
    const exited = new Promise((resolve) => stopping.once("exit", resolve));
    stopping.kill("SIGTERM");
    await exited;
  }
  if (errorPage) {
    errorPage.closeAllConnections();
    await new Promise((resolve) => errorPage.close(resolve));
    errorPage = null;
  }
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function serveError(message) {
  const page =
    '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>建置失敗</title>' +
    '<script type="module" src="/__dev/reload.js"></script></head>' +
    `<body><h1>建置失敗</h1><pre>${escapeHtml(message)}</pre></body></html>`;
  errorPage = http.createServer(async (req, res) => {
    if (req.url === "/__dev/reload.js") {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      res.end(await readFile(path.join(root, "scripts/dev-reload-client.js")));
    } else if (req.url === "/__dev/reload") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
      res.write("retry: 200\n\n");
    } else {
      res.writeHead(500, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(page);
    }
  });
  errorPage.listen(port, process.env.HOST?.trim() || "0.0.0.0");
}

/** The server child, its stderr passed through and kept: a child that exits before listening shows why. */
function startServer(env, started) {
  let stderr = "";
  child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "pipe", "ipc"],
  });
  child.stderr.on("data", (chunk) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk).slice(-4000);
  });
  const current = child;
  current.on("message", (m) => {
    if (m?.type === "listening") console.warn(`[dev] rebuilt and listening ${Date.now() - started} ms after the save`);
  });
  current.once("exit", (code, signal) => {
    if (child !== current) return;
    child = null;
    const message = `the server exited (${signal ?? code}):\n${stderr}`;
    console.error(`[dev] ${message}`);
    serveError(message);
  });
}

async function cycle(started) {
  const error = await rebuild();
  await stop();
  if (error) {
    console.error(`[dev] build failed; the error page is on port ${port}:\n${error}`);
    serveError(error);
    return;
  }
  console.warn(`[dev] built ${Date.now() - started} ms after the save; starting the server`);
  try {
    startServer({ ...childEnv, UPSTREAM_URL: await startContentService() }, started);
  } catch (failure) {
    const message = `the content service did not start: ${failure instanceof Error ? failure.message : failure}`;
    console.error(`[dev] ${message}`);
    serveError(message);
  }
}

// One cycle at a time; changes during a cycle start one more after it.
let running = null;
let again = false;
let firstChange = Date.now();
function schedule() {
  if (running) {
    again = true;
    return;
  }
  const started = firstChange;
  firstChange = null;
  running = cycle(started).finally(() => {
    running = null;
    if (again) {
      again = false;
      schedule();
    }
  });
}

// Each directory watched on its own: an editor's save by rename would end a recursive watch of the file.
let timer;
for (const top of ["client", "server", "shared"]) {
  const dirs = await readdir(path.join(root, top), { recursive: true, withFileTypes: true });
  const paths = [
    path.join(root, top),
    ...dirs.filter((d) => d.isDirectory()).map((d) => path.join(d.parentPath ?? d.path, d.name)),
  ];
  for (const dir of paths) {
    watch(dir, () => {
      firstChange ??= Date.now();
      clearTimeout(timer);
      timer = setTimeout(schedule, 30);
    });
  }
}
schedule();

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await stop();
    content?.process.disconnect();
    await Promise.all([scripts, styles, servers].map((ctx) => ctx.dispose()));
    process.exit(0);
  });
}
