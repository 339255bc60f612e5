// Imports one of the project's TypeScript modules from a plain `node` script: esbuild bundles it (and
// what it imports) into the bench's work folder first, so the bench runs the tests' own harnesses.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function importTs(file, workDir) {
  const outfile = path.join(workDir, `${path.basename(file, ".ts")}.mjs`);
  await build({
    entryPoints: [file],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile,
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}
