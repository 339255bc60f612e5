// The built server runs React's, react-dom's and react-router's production builds without being
// told: they are bundled into dist/server/main.js with NODE_ENV fixed at build time, and a server
// started with NODE_ENV unset loads no React from node_modules.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { expect, test } from "vitest";

const REACT_PACKAGES = /node_modules\/(react|react-dom|react-router|scheduler)\//;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

test("the server bundle holds the production builds and imports no React package at run time", () => {
  const map: unknown = JSON.parse(readFileSync("dist/server/main.js.map", "utf8"));
  const sources =
    typeof map === "object" && map !== null && "sources" in map && Array.isArray(map.sources)
      ? map.sources.map(String)
      : [];
  const react = sources.filter((source) => REACT_PACKAGES.test(source));
  for (const build of [
    "react/cjs/react.production.js",
    "react/cjs/react-jsx-runtime.production.js",
    "react-dom/cjs/react-dom-server.node.production.js",
    "react-router/dist/production/",
  ])
    expect(react.some((source) => source.includes(build))).toBe(true);
  expect(react.filter((source) => /development/.test(source))).toEqual([]);

  const bundle = readFileSync("dist/server/main.js", "utf8");
  const imported = [...bundle.matchAll(/(?:from\s*|import\(\s*|require\(\s*)"([^"]+)"/g)].map((m) => m[1]);
  expect(imported).toContain("express");
  expect(imported.filter((name) => /^(react|react-dom|react-router|scheduler)(\/|$)/.test(name ?? ""))).toEqual([]);
});

test("started with NODE_ENV unset, the server reports a production build and loads no React from node_modules", async () => {
  const port = await freePort();
  const { NODE_ENV: _unset, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ["--import", "./test/fixtures/report-loaded-modules.mjs", "dist/server/main.js"],
    {
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", UPSTREAM_URL: "http://127.0.0.1:9", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await expect.poll(() => stdout.includes('"msg":"listening'), { timeout: 15_000 }).toBe(true);
  const started: unknown = JSON.parse(stdout.split("\n").find((line) => line.includes('"msg":"listening')) ?? "{}");
  expect(started).toMatchObject({ build: "production" });
  // A page renders (the upstream is unreachable: the layout renders with empty sections).
  const page = await fetch(`http://127.0.0.1:${port}/`);
  expect(await page.text()).toContain('<html lang="zh-Hant-TW">');
  child.kill("SIGTERM");
  await exited;
  const line = stderr.split("\n").find((l) => l.startsWith("loaded-modules "));
  const loaded: unknown = JSON.parse(line?.slice("loaded-modules ".length) ?? "[]");
  const files = Array.isArray(loaded) ? loaded.map(String) : [];
  expect(files.some((file) => file.includes("/node_modules/express/"))).toBe(true);
  expect(files.filter((file) => REACT_PACKAGES.test(file))).toEqual([]);
});
