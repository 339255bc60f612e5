// esbuild: the client bundle -> hashed files in public/assets + manifest.json; the servers -> dist/.
// Run by `npm start`, `npm run build`, the tests' global set-up and the benchmark.
// `--development` builds both with React's and react-router's development builds (better error
// messages, much slower renders); without it everything is production, whatever NODE_ENV says.
import { build } from "esbuild";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

export const root = path.dirname(new URL(import.meta.url).pathname);
const assets = path.join(root, "public/assets");
const mode = process.argv.includes("--development") ? "development" : "production";
const production = { "process.env.NODE_ENV": JSON.stringify(mode) };
const requireHere = createRequire(path.join(root, "package.json"));

/**
 * react-router's package exports name only its development build (the production one differs by its
 * warnings switch); pick the build by mode, in the client bundle and the server alike.
 */
const routerBuild = {
  name: "react-router-build",
  setup(b) {
    b.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => {
      const dir = path.join(path.dirname(requireHere.resolve("react-router/package.json")), "dist", mode);
      return { path: path.join(dir, args.path === "react-router" ? "index.mjs" : "dom-export.mjs") };
    });
  },
};

/**
 * The server bundles React, react-dom and react-router (everything else stays in node_modules):
 * their index files choose a build from NODE_ENV when loaded, so an external React would run its
 * development build whenever the shell forgets NODE_ENV=production. Bundled, the define decides.
 */
const bundledOnServer = /^(react|react-dom|react-router|scheduler)(\/|$)/;
const serverPackages = {
  name: "server-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      // What a bundled package imports is bundled with it (react-router's own dependencies).
      if (bundledOnServer.test(args.path) || args.importer.includes("/node_modules/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The page head beyond the title, and JSON-LD, are the server's work (crawlers read its HTML): the
 * browser bundle gets client/head/'s stand-ins for those two modules, which keep the server's tags
 * and set only the title on client navigations (docs/seo.md).
 */
const serverOnlyHead = {
  name: "server-only-head",
  setup(b) {
    const shared = path.join(root, "shared/ui/head");
    b.onResolve({ filter: /(^|\/)(page-head|structured-data)\.js$/ }, (args) => {
      const target = path.resolve(args.resolveDir, args.path);
      if (path.dirname(target) !== shared) return undefined;
      return { path: path.join(root, "client/head", path.basename(target).replace(/\.js$/, ".tsx")) };
    });
  },
};

/**
 * esbuild puts shared code in one chunk per set of entry points that reach it, so the modules the entry
 * shares with some pages would be many small files, all loaded on every page (each with its own response
 * headers). Every module our code loads on demand (pages, layouts, deferred sections) is wrapped so it
 * also imports the route table, which the entry has already run: everything the route table reaches is
 * then reached by every entry point, and lands in one chunk. No page loads a byte more than before.
 * react-dom too: the entry needs it (react-dom/client) and so do pages with portals, the route table not.
 * The wrapper re-exports with `export *`, which carries no default export: code that imports a module on
 * demand uses its named exports (swiper's `Swiper`, a page's `Component`).
 */
const CORE = [path.join(root, "shared/routes/route-table.ts"), "react-dom"];
const WITH_CORE = "with-core";
const loadedWithCore = {
  name: "loaded-with-core",
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== "dynamic-import" || args.pluginData === WITH_CORE) return undefined;
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: WITH_CORE,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, namespace: WITH_CORE };
    });
    b.onLoad({ filter: /.*/, namespace: WITH_CORE }, (args) => ({
      contents: [
        ...CORE.map((m) => `import ${JSON.stringify(m)};`),
        `export * from ${JSON.stringify(args.path)};`,
      ].join("\n"),
      resolveDir: path.dirname(args.path),
      loader: "js",
    }));
  },
};

const clientOptions = {
  bundle: true,
  format: "esm",
  minify: true,
  target: ["es2022", "chrome111", "safari16.4", "firefox115"],
  jsx: "automatic",
  define: production,
  plugins: [routerBuild, serverOnlyHead],
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
};

/**
 * JavaScript, split: the entry (React, the router, layouts) plus one chunk per lazily loaded page
 * module. The manifest maps each page module ("corporate/about") to the files it needs, so the
 * server can preload exactly those before hydration.
 */
export function clientScriptOptions(outdir) {
  return {
    ...clientOptions,
    entryPoints: { client: path.join(root, "client/main.tsx") },
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    splitting: true,
    plugins: [...clientOptions.plugins, loadedWithCore],
    sourcemap: "linked",
    // V8's compile hint: compile every function on the streaming thread, not lazily on the main thread
    // at first call (most of hydration's script time on a phone: docs/benchmarks.md, "Compile hints").
    banner: { js: "//# allFunctionsCalledOnLoad" },
    // Styles come from the single stylesheet below, so a page's CSS is there before its chunk loads.
    loader: { ".css": "empty" },
  };
}

async function buildClientScripts(outdir) {
  const result = await build(clientScriptOptions(outdir));
  // METAFILE=/tmp/meta.json node build.mjs --client: what each chunk holds (esbuild.github.io/analyze).
  if (process.env.METAFILE) await writeFile(process.env.METAFILE, JSON.stringify(result.metafile));
  return manifestOf(result.metafile);
}

export function manifestOf(metafile) {
  const outputs = metafile.outputs;
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of outputs[file]?.imports ?? []) if (dep.kind === "import-statement") closure(dep.path, seen);
    return seen;
  };
  const url = (file) => "/assets/" + path.basename(file);
  const manifest = { "client.js": "", preload: [], modules: {} };
  for (const [file, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || !file.endsWith(".js")) continue;
    if (meta.entryPoint === "client/main.tsx") {
      manifest["client.js"] = url(file);
      manifest.preload = [...closure(file)].filter((f) => f !== file).map(url);
    } else {
      const source = meta.entryPoint.replace(`${WITH_CORE}:`, "").replace(root + "/", "");
      const module = source.replace(/^shared\/routes\//, "").replace(/\.tsx?$/, "");
      manifest.modules[module] = [...closure(file)].map(url);
    }
  }
  return manifest;
}

/** CSS: one stylesheet for the whole site (a few KB gzipped), so client navigations never wait for styles. */
export function clientStyleOptions(outdir) {
  return {
    ...clientOptions,
    entryPoints: { site: path.join(root, "client/main.tsx") },
    outdir: path.join(outdir, "css"),
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    write: false,
  };
}

async function buildClientStyles(outdir) {
  return writeStylesheet(outdir, await build(clientStyleOptions(outdir)));
}

/** The stylesheet of a styles build (write: false), written under a name from its hash; its /assets URL. */
export async function writeStylesheet(outdir, result) {
  const css = result.outputFiles.find((f) => f.path.endsWith(".css"));
  if (!css) return null;
  const name = `site-${css.hash
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase()}.css`;
  await writeFile(path.join(outdir, name), css.contents);
  return "/assets/" + name;
}

/**
 * Every script and stylesheet also as .br (brotli at its highest quality) and .gz (gzip 9), written once here
 * so the server sends them by Accept-Encoding and never compresses an asset per request. A variant
 * that would not be smaller is not written. Source maps are left out: only developer tools fetch them,
 * and brotli at quality 11 over them would triple the build time.
 */
async function precompressAssets(dir) {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const names = (await readdir(dir)).filter((name) => /\.(js|css|svg)$/.test(name));
  await Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name));
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(path.join(dir, `${name}.br`), br);
      if (gzipped.length < raw.length) await writeFile(path.join(dir, `${name}.gz`), gzipped);
    }),
  );
}

async function buildClient() {
  // Built aside, then swapped in: a server or test reading public/assets never sees half a build.
  const fresh = `${assets}.${process.pid}`;
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true });
  const [manifest, stylesheet] = await Promise.all([buildClientScripts(fresh), buildClientStyles(fresh)]);
  await writeFile(
    path.join(fresh, "manifest.json"),
    JSON.stringify({ ...manifest, "client.css": stylesheet }, null, 2),
  );
  await precompressAssets(fresh);
  const old = `${assets}.old.${process.pid}`;
  await rename(assets, old).catch(() => {});
  await rename(fresh, assets);
  await rm(old, { recursive: true, force: true });
}

export const serverOptions = {
  entryPoints: {
    "server/main": path.join(root, "server/web/main.ts"),
    "server/content-service/main": path.join(root, "server/content-service/main.ts"),
    // The accountant's export (npm run donations:export), beside the service whose database it reads.
    "server/content-service/donations-export": path.join(root, "server/content-service/cli/donations-export.ts"),
    // The operator's monthly-mandate command (npm run donations:mandate), beside it for the same reason.
    "server/content-service/donations-mandate": path.join(root, "server/content-service/cli/donations-mandate.ts"),
    // The accountant's receipts (npm run receipts).
    "server/content-service/receipts": path.join(root, "server/content-service/cli/receipts.ts"),
    // The operator's backup and restore (npm run db:backup, db:restore; docs/deploying.md, "Backups").
    "server/content-service/db-backup": path.join(root, "server/content-service/cli/db-backup.ts"),
    "server/content-service/db-restore": path.join(root, "server/content-service/cli/db-restore.ts"),
    // The content folder's check and pull (npm run content:check, content:pull: docs/content.md).
    "server/content-service/content-check": path.join(root, "server/content-service/cli/content-check.ts"),
    "server/content-service/content-pull": path.join(root, "server/content-service/cli/content-pull.ts"),
  },
  outdir: path.join(root, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [routerBuild, serverPackages],
  // Bundled CommonJS (react-dom/server) requires Node's built-ins; ESM output has no require of its own.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  jsx: "automatic",
  // Components import their CSS; the client bundle carries it, the server ignores it.
  loader: { ".css": "empty" },
  define: production,
  sourcemap: "linked",
  logLevel: "warning",
};

// Imported by scripts/dev.mjs for the options above; run, it builds.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv[2];
  if (only !== "--servers") await buildClient();
  if (only !== "--client") await build(serverOptions);
}
