// The tests mirror the source (README): each module of server/web, shared/lib, shared/api and shared/routes
// has its unit test at the mirrored path, or is listed below with the test that covers it; no such test names
// a module that is gone.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const MIRRORS = [
  { source: "server/web", tests: "test/unit/server" },
  { source: "shared/lib", tests: "test/unit/lib" },
  { source: "shared/api", tests: "test/unit/api" },
  { source: "shared/routes", tests: "test/unit/routes" },
];

/** Modules whose behaviour shows only in a running process or a rendered page, and the test that shows it. */
const COVERED_ELSEWHERE: Record<string, string> = {
  "server/web/app.ts": "test/server/app-harness.ts",
  "server/web/main.ts": "test/server/terminal-start.test.ts",
  "server/web/runtime/http-server.ts": "test/server/slow-body-attack.test.ts",
  "server/web/dev/dev-app.ts": "test/server/dev-loop.test.ts",
  "server/web/dev/dev-host.ts": "test/server/dev-loop.test.ts",
  // DOMParser is a browser's: the same pages as the parse5 reader's test, in Chromium and Firefox.
  "shared/lib/payment-page-dom.ts": "test/browser/payment-page-dom.test.ts",
  // Each route change starts at the top, back keeps the position: only a browser scrolls.
  "shared/routes/root.tsx": "test/browser/navigation.test.ts",
  // Every request is sorted by the table's servings; the sorter's test runs the real table.
  "shared/routes/route-table.ts": "test/unit/server/routing/sort-request.test.ts",
  // Pages and layouts that decide nothing: they compose components around what their loader asked the
  // upstream for (a failed call is an empty list). The behaviour test renders each through the server.
  "shared/routes/corporate/corporate-layout.tsx": "test/server/pages.test.ts",
  "shared/routes/corporate/home.tsx": "test/server/pages.test.ts",
  "shared/routes/corporate/about.tsx": "test/server/corporate-pages.test.ts",
  "shared/routes/corporate/alpha.tsx": "test/server/corporate-pages.test.ts",
  "shared/routes/corporate/branch-list.tsx": "test/server/corporate-pages.test.ts",
  "shared/routes/corporate/elite-recruitment.tsx": "test/server/corporate-pages.test.ts",
  "shared/routes/corporate/focus-activities.tsx": "test/server/corporate-pages.test.ts",
  "shared/routes/corporate/reward.tsx": "test/server/corporate-pages.test.ts",
  "shared/routes/corporate/social-activity.tsx": "test/server/corporate-pages.test.ts",
  "shared/routes/corporate/branch1.tsx": "test/server/gallery-pages.test.ts",
  "shared/routes/corporate/krypto-go.tsx": "test/server/gallery-pages.test.ts",
  "shared/routes/corporate/template-a.tsx": "test/server/gallery-pages.test.ts",
  "shared/routes/charity/charity-intro.tsx": "test/server/charity-pages.test.ts",
  "shared/routes/charity/charity-news.tsx": "test/server/charity-pages.test.ts",
  "shared/routes/charity/charity-records.tsx": "test/server/charity-pages.test.ts",
  "shared/routes/charity/charity-head.tsx": "test/server/seo/json-ld.test.ts",
  "shared/routes/halls/hall-list.tsx": "test/server/halls-pages.test.ts",
  "shared/routes/halls/halls-layout.tsx": "test/server/halls-pages.test.ts",
};

/** Modules that hold a constant or a type and no decision. */
const NO_LOGIC = new Set([
  "shared/api/api-client.ts",
  "shared/lib/charity-contact.ts",
  "shared/lib/donation-purposes.ts",
  "shared/lib/hydration-data-id.ts",
  "shared/lib/payment-result-params.ts",
  "shared/lib/site-media-version.ts",
  "shared/routes/layout-ids.ts",
]);

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f));
const isModule = (f: string) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts");

test.each(MIRRORS)("every module in $source has its test at the mirrored path in $tests", ({ source, tests }) => {
  const missing = files(source)
    .filter(isModule)
    .filter((module) => !(module in COVERED_ELSEWHERE) && !NO_LOGIC.has(module))
    .filter((module) => !existsSync(path.join(tests, path.relative(source, module)).replace(/\.tsx?$/, ".test.ts")));
  expect(missing).toEqual([]);
});

test.each(MIRRORS)("every test in $tests names a module in $source", ({ source, tests }) => {
  const orphans = files(tests)
    .filter((f) => f.endsWith(".test.ts"))
    .filter((t) => {
      const module = path.join(source, path.relative(tests, t)).replace(/\.test\.ts$/, "");
      return !existsSync(`${module}.ts`) && !existsSync(`${module}.tsx`);
    });
  expect(orphans).toEqual([]);
});

test("each module covered elsewhere names a test that exists", () => {
  for (const covering of Object.values(COVERED_ELSEWHERE)) expect(existsSync(covering), covering).toBe(true);
});

test("each module listed above still exists", () => {
  for (const module of [...Object.keys(COVERED_ELSEWHERE), ...NO_LOGIC]) expect(existsSync(module), module).toBe(true);
});
