// `npm run dev`: build.mjs's client and server builds as esbuild contexts, rebuilt when a source file
// changes. One web server process (server/web/dev/dev-host.ts) listens on PORT for the whole session and
// loads each good build's app in place, or serves a broken build's error; open pages then reload through
// /__dev/reload. The content service runs beside it as the embedded one would (same database, payment
// sandbox), started again only when its bundle changes.
import { context, formatMessages } from "esbuild";
import { fork } from "node:child_process";
import { watch } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
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
const hostEnv = { ...process.env, NODE_ENV: "development", PAGE_WARMING: "off" };
// Each build's app stays in the host's memory (an ES module cannot be unloaded): a fresh host now and then.
const LOADS_PER_HOST = 25;

await rm(assets, { recursive: true, force: true });
await mkdir(assets, { recursive: true });
// Unminified, silent (this script prints each error once), and only the bundles `npm run dev` runs.
// Metafile inputs are named relative to absWorkingDir, as the watcher below names saved files.
const quick = { minify: false, logLevel: "silent", metafile: true, absWorkingDir: root };
// The servers leave every package to Node (React's development build included, which is what dev wants):
// a rebuild then prints only our code, and the host keeps React and the router loaded across builds.
const ownCodeOnly = { ...serverOptions, ...quick, plugins: [], packages: "external" };
// The host apart: a broken component must not take the server that shows its error.
const [scripts, styles, servers, hostBuild] = await Promise.all([
  context({ ...clientScriptOptions(assets), ...quick }),
  context({ ...clientStyleOptions(assets), ...quick }),
  context({
    ...ownCodeOnly,
    entryPoints: {
      "server/dev-app": path.join(root, "server/web/dev/dev-app.ts"),
      "server/content-service/main": serverOptions.entryPoints["server/content-service/main"],
    },
  }),
  context({
    ...ownCodeOnly,
    entryPoints: { "server/dev-host": path.join(root, "server/web/dev/dev-host.ts") },
  }),
]);
const contexts = [scripts, styles, servers, hostBuild];
// Each bundle's inputs from its last good build; null until then, so it is built.
const inputs = contexts.map(() => null);

/** Whether a saved file changes this bundle; the styles bundle reads scripts only for their CSS imports. */
async function touches(index, file) {
  const known = inputs[index];
  if (!known) return true;
  if (contexts[index] !== styles) return known.has(file);
  if (file.endsWith(".css")) return true;
  if (known.get(file)?.some((imported) => imported.endsWith(".css"))) return true;
  const text = await readFile(path.join(root, file), "utf8").catch(() => "");
  return /\.css["']/.test(text);
}

/** A child's bundle, to start it again only when it changed. */
const bundleOf = (name) => readFile(path.join(root, `dist/server/${name}.js`), "utf8");

let content = null;
/** Forked with a channel, as the web server forks it: it reports its port and exits when the channel closes. */
async function startContentService() {
  const bundle = await bundleOf("content-service/main");
  if (content && bundle === content.bundle) return content.url;
  if (content) {
    const exited = new Promise((resolve) => content.process.once("exit", resolve));
    content.process.disconnect();
    await exited;
    content = null;
  }
  const service = fork(path.join(root, "dist/server/content-service/main.js"), [], {
    cwd: root,
    env: { ...process.env, CONTENT_HOST: "127.0.0.1", CONTENT_PORT: "0", CONTENT_SUPERVISED: "1" },
  });
  const port = await new Promise((resolve, reject) => {
    service.on("message", (m) => m?.type === "listening" && resolve(m.port));
    service.once("exit", (code) => reject(new Error(`the content service exited (${code}) before listening`)));
  });
  content = { process: service, bundle, url: `http://127.0.0.1:${port}` };
  return content.url;
}

let host = null;
async function stopHost() {
  if (!host) return;
  const stopping = host.process;
  host = null;
  const exited = new Promise((resolve) => stopping.once("exit", resolve));
  stopping.kill("SIGKILL");
  await exited;
}

/** The host, started again when its own bundle changed or it has loaded LOADS_PER_HOST builds. */
async function hostFor(bundle) {
  if (host && (host.bundle !== bundle || host.loads >= LOADS_PER_HOST)) await stopHost();
  if (host) return host;
  const child = fork(path.join(root, "dist/server/dev-host.js"), [], { cwd: root, env: hostEnv });
  const started = { process: child, bundle, loads: 0, served: false, waiting: null };
  child.on("message", (m) => {
    if (m?.type !== "served") return;
    started.served = true;
    started.waiting?.();
  });
  child.once("exit", (code, signal) => {
    started.waiting?.();
    if (host !== started) return;
    host = null;
    console.error(`[dev] the web server exited (${signal ?? code})`);
    // One that never served (the port taken, say) would only fail again.
    if (!started.served) process.exit(1);
  });
  host = started;
  return started;
}

/** Sends the host an app to load or an error to show; resolves once it serves it. */
async function serve(command) {
  const target = await hostFor(await bundleOf("dev-host"));
  target.loads += 1;
  await new Promise((resolve) => {
    target.waiting = resolve;
    target.process.send(command);
  });
}

async function rebuild(files) {
  const stale = await Promise.all(
    contexts.map(
      async (_, i) => files === null || (await Promise.all([...files].map((f) => touches(i, f)))).some(Boolean),
    ),
  );
  if (!stale.some(Boolean)) return { error: null, rebuilt: false };
  const results = await Promise.all(
    contexts.map((ctx, i) =>
      stale[i] ? ctx.rebuild().catch((failure) => ({ errors: failure.errors ?? [] })) : { errors: [] },
    ),
  );
  const errors = results.flatMap((r) => r.errors);
  // After a failed build every bundle it ran is built again, so no good half of it goes unwritten.
  results.forEach((result, i) => {
    if (!stale[i]) return;
    const metaInputs = errors.length === 0 ? result.metafile?.inputs : undefined;
    inputs[i] = metaInputs
      ? new Map(Object.entries(metaInputs).map(([file, meta]) => [file, meta.imports.map((m) => m.path)]))
      : null;
  });
  if (errors.length > 0) {
    const error = [...new Set(await formatMessages(errors, { kind: "error", color: false }))].join("\n");
    return { error, rebuilt: true };
  }
  if (stale[1]) stylesheet = await writeStylesheet(assets, results[1]);
  if (stale[0]) manifest = manifestOf(results[0].metafile);
  await writeFile(path.join(assets, "manifest.json"), JSON.stringify({ ...manifest, "client.css": stylesheet }));
  return { error: null, rebuilt: true };
}

let manifest = null;
let stylesheet = null;

async function cycle(changed, files) {
  const { error, rebuilt } = await rebuild(files);
  if (!rebuilt) return;
  const built = Date.now() - changed;
  if (error) {
    console.error(`[dev] build failed; its error is on the page:\n${error}`);
    await serve({ type: "error", message: error });
    return;
  }
  try {
    await serve({ type: "app", upstreamUrl: await startContentService() });
    console.warn(`[dev] rebuilt in ${built} ms; served ${Date.now() - changed} ms after the change`);
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    console.error(`[dev] ${message}`);
    await serve({ type: "error", message });
  }
}

// One cycle at a time; changes during a cycle start one more after it. `changedFiles` null: build everything.
let running = null;
let again = false;
let firstChange = Date.now();
let changedFiles = null;
function schedule() {
  if (running) {
    again = true;
    return;
  }
  const [changed, files] = [firstChange, changedFiles];
  [firstChange, changedFiles] = [null, new Set()];
  running = cycle(changed, files).finally(() => {
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
    watch(dir, (_event, name) => {
      firstChange ??= Date.now();
      // Paths as esbuild's metafile names its inputs; a change without a name rebuilds everything.
      if (changedFiles && name) changedFiles.add(path.relative(root, path.join(dir, name.toString())));
      else changedFiles = null;
      clearTimeout(timer);
      timer = setTimeout(schedule, 30);
    });
  }
}
schedule();

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await stopHost();
    content?.process.disconnect();
    await Promise.all(contexts.map((ctx) => ctx.dispose()));
    process.exit(0);
  });
}
