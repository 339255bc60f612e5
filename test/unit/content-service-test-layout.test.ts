// The content service's tests mirror its source (README): each module with a decision has its test at
// test/unit/content-service/<path> or test/content-service/<path>; no unit test names a module that is gone.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const SOURCE = "server/content-service";
const UNIT_TESTS = "test/unit/content-service";
const MIRRORS = [UNIT_TESTS, "test/content-service"];
const cs = (module: string) => `${SOURCE}/${module}`;

/** Modules that hold a constant or a type and no decision. */
const NO_LOGIC = new Set([
  cs("content-files/pull-options.ts"),
  cs("receipts/receipt.ts"),
  cs("routes/not-found-messages.ts"),
]);

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f));
const isModule = (f: string) => f.endsWith(".ts") && !f.endsWith(".d.ts");
const mirrored = (module: string, tests: string) =>
  path.join(tests, path.relative(SOURCE, module)).replace(/\.ts$/, ".test.ts");

test(`every module in ${SOURCE} has its test at a mirrored path, or holds no decision`, () => {
  const missing = files(SOURCE)
    .filter(isModule)
    .filter((module) => !NO_LOGIC.has(module))
    .filter((module) => !MIRRORS.some((tests) => existsSync(mirrored(module, tests))));
  expect(missing).toEqual([]);
});

test("a module listed without a decision still exists and has no mirrored test", () => {
  expect([...NO_LOGIC].filter((module) => !existsSync(module))).toEqual([]);
  expect([...NO_LOGIC].filter((module) => MIRRORS.some((tests) => existsSync(mirrored(module, tests))))).toEqual([]);
});

test(`every test in ${UNIT_TESTS} names a module`, () => {
  const orphans = files(UNIT_TESTS)
    .filter((f) => f.endsWith(".test.ts"))
    .filter((t) => !existsSync(path.join(SOURCE, path.relative(UNIT_TESTS, t)).replace(/\.test\.ts$/, ".ts")));
  expect(orphans).toEqual([]);
});
