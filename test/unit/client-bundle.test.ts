// The browser bundle never carries the server's data layer: schemas (zod), the sanitiser and the
// upstream client stay on the server; the browser gets route data from it. Nor the code that builds
// the page head's share tags and JSON-LD: the server wrote them, and crawlers read them there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const assets = path.resolve("public/assets");
const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
const bundle = scripts.map((f) => readFileSync(path.join(assets, f), "utf8")).join("\n");

test("the client build exists", () => {
  expect(scripts.length).toBeGreaterThan(0);
});

test("every script opens with V8's compile hint, so its functions compile off the main thread", () => {
  for (const file of scripts)
    expect(readFileSync(path.join(assets, file), "utf8")).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test.each([
  ["zod", "invalid_type"],
  // Tree-shaken zod may lack the line above; its core's eval probe ("jitless") comes with any schema.
  ["zod's core", "jitless"],
  ["sanitize-html", "allowedSchemesAppliedToAttributes"],
  ["htmlparser2", "xmlMode"],
  ["the upstream client", "UpstreamError"],
  ["pino", "pino"],
  // The head beyond the title and JSON-LD are the server's: the browser gets stand-ins (build.mjs).
  ["the share tags", "og:site_name"],
  ["the Twitter card", "summary_large_image"],
  ["the JSON-LD builders", "schema.org"],
])("%s is not in the browser bundle", (_name, marker) => {
  expect(bundle).not.toContain(marker);
});

test("no server-only module (shared/**/*.server.ts, server/) is in the browser bundle, by the source maps", () => {
  const maps = readdirSync(assets).filter((f) => f.endsWith(".js.map"));
  expect(maps.length).toBe(scripts.length);
  const sources = maps.flatMap((f) => {
    const map: unknown = JSON.parse(readFileSync(path.join(assets, f), "utf8"));
    const listed = typeof map === "object" && map !== null && "sources" in map ? map.sources : [];
    return Array.isArray(listed) ? listed.filter((s): s is string => typeof s === "string") : [];
  });
  expect(sources.some((s) => s.includes("shared/lib/"))).toBe(true);
  expect(sources.filter((s) => /\.server\.tsx?$/.test(s) || /(^|\/)server\//.test(s))).toEqual([]);
});
