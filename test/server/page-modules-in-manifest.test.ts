// Every page module the route table names is in the build manifest: the server preloads a page's
// chunks by that name, so a page file renamed without its route's `module` would silently lose its
// modulepreload tags (and hydrate later) rather than fail.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteObject } from "react-router";
import { expect, test } from "vitest";
import { isPageHandle } from "../../shared/routes/lazy-page.js";
import { routes } from "../../shared/routes/route-table.js";

/** The `module` of every lazily loaded page in the table, in table order. */
function pageModules(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(isPageHandle(route.handle) ? [route.handle.module] : []),
    ...pageModules(route.children ?? []),
  ]);
}

function manifestModules(): Record<string, unknown> {
  const manifest: unknown = JSON.parse(readFileSync(path.resolve("public/assets/manifest.json"), "utf8"));
  if (typeof manifest !== "object" || manifest === null || !("modules" in manifest)) return {};
  const modules = manifest.modules;
  return typeof modules === "object" && modules !== null ? { ...modules } : {};
}

const named = [...new Set(pageModules(routes))];

test("the route table names page modules", () => {
  expect(named.length).toBeGreaterThan(20);
});

test.each(named)("%s is in the manifest with its chunk files", (module) => {
  const files = manifestModules()[module];
  expect(Array.isArray(files) && files.length > 0 && files.every((file) => typeof file === "string")).toBe(true);
});
