// The server reaches React components only to render them: a constant it needs lives in a plain module
// (shared/lib/), so reading it never loads a component, its hooks and its stylesheet on the server.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Plain server modules allowed a component import, each with its reason. */
const RENDERING_IMPORTS: Record<string, string> = {
  // The page handler loads every deferred section's module before a render (the section is rendered whole).
  "server/web/pages/page-handler.ts -> shared/ui/deferred-section.tsx": "renders it",
};

/** The value imports (`import type` loads nothing) of a file that resolve to a .tsx module under shared/. */
function componentImports(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(/^import\s+(?!type\s)[^;]*?\sfrom\s+"(\.[^"]+)\.js"/gm)) {
    const target = path.resolve(path.dirname(path.join(root, file)), `${specifier}.tsx`);
    if (existsSync(target) && path.relative(root, target).startsWith("shared/")) {
      found.push(`${file} -> ${path.relative(root, target)}`);
    }
  }
  return found;
}

test("plain server modules import no component from shared/ (constants come from shared/lib/)", () => {
  const plainServerModules = readdirSync(path.join(root, "server"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  expect(plainServerModules.length).toBeGreaterThan(50);
  const imports = plainServerModules.flatMap(componentImports);
  expect(imports.filter((line) => !(line in RENDERING_IMPORTS))).toEqual([]);
  // Each exception is still needed.
  for (const line of Object.keys(RENDERING_IMPORTS)) expect(imports).toContain(line);
});
