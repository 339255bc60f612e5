// The browser bundle never carries the server's data layer: schemas (zod), the sanitiser and the
// upstream client stay on the server; the browser gets route data from it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const assets = path.resolve("public/assets");
const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
const bundle = scripts.map((f) => readFileSync(path.join(assets, f), "utf8")).join("\n");

test("the client build exists", () => {
  expect(scripts.length).toBeGreaterThan(0);
});

test.each([
  ["zod", "invalid_type"],
  // Tree-shaken zod may lack the line above; its core's eval probe ("jitless") comes with any schema.
  ["zod's core", "jitless"],
  ["sanitize-html", "allowedSchemesAppliedToAttributes"],
  ["htmlparser2", "xmlMode"],
  ["the upstream client", "UpstreamError"],
  ["pino", "pino"],
])("%s is not in the browser bundle", (_name, marker) => {
  expect(bundle).not.toContain(marker);
});
