// esbuild: the client bundle -> hashed files in public/assets + manifest.json; the servers -> dist/.
// Run by `npm start`, `npm run build`, the tests' global set-up and the benchmark.
import { build } from "esbuild";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const root = path.dirname(new URL(import.meta.url).pathname);
const assets = path.join(root, "public/assets");
const production = { "process.env.NODE_ENV": '"production"' };

async function buildClient() {
  await rm(assets, { recursive: true, force: true });
  await mkdir(assets, { recursive: true });
  const result = await build({
    entryPoints: { client: path.join(root, "client/main.tsx") },
    outdir: assets,
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    splitting: false,
    minify: true,
    sourcemap: "linked",
    target: ["es2022", "chrome111", "safari16.4", "firefox115"],
    jsx: "automatic",
    define: production,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const manifest = {};
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) {
      if (file.endsWith(".css")) manifest["client.css"] = "/assets/" + path.basename(file);
      continue;
    }
    manifest["client.js"] = "/assets/" + path.basename(file);
    if (meta.cssBundle) manifest["client.css"] = "/assets/" + path.basename(meta.cssBundle);
  }
  await writeFile(path.join(assets, "manifest.json"), JSON.stringify(manifest, null, 2));
  return result;
}

async function buildServers() {
  await rm(path.join(root, "dist"), { recursive: true, force: true });
  await build({
    entryPoints: {
      "server/main": path.join(root, "server/main.ts"),
      "server/content-service/main": path.join(root, "server/content-service/main.ts"),
    },
    outdir: path.join(root, "dist"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    // Components import their CSS; the client bundle carries it, the server ignores it.
    loader: { ".css": "empty" },
    define: production,
    sourcemap: "linked",
    logLevel: "warning",
  });
}

const only = process.argv[2];
if (only !== "--servers") await buildClient();
if (only !== "--client") await buildServers();
