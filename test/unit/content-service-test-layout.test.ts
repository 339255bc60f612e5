// The content service's tests mirror its source (README): each module has its test at
// test/unit/content-service/<path> or test/content-service/<path>, or is listed below with the test that
// covers it; no unit test names a module that is gone.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const SOURCE = "server/content-service";
const UNIT_TESTS = "test/unit/content-service";
const MIRRORS = [UNIT_TESTS, "test/content-service"];
const cs = (module: string) => `${SOURCE}/${module}`;
const at = (covering: string) => `test/content-service/${covering}`;

/** Modules whose behaviour shows only in a running service or command, and the test that runs it. */
const COVERED_ELSEWHERE: Record<string, string> = {
  // Operator commands: run as processes on a real database or folder.
  [cs("cli/content-check.ts")]: at("content-files/json-schemas.test.ts"),
  [cs("cli/content-pull.ts")]: "test/server/content-files/pull-content.test.ts",
  [cs("cli/database-copy.ts")]: at("cli/db-backup-process.test.ts"),
  [cs("cli/db-backup.ts")]: at("cli/db-backup-process.test.ts"),
  [cs("cli/db-restore.ts")]: at("cli/db-backup-process.test.ts"),
  [cs("cli/receipts.ts")]: at("receipts/receipts-process.test.ts"),
  [cs("cli/donation-records.ts")]: at("monthly-records.test.ts"),
  // Loading and pulling a content folder into the tables: through a service reading a folder.
  [cs("content-files/content-media.ts")]: at("content-files/read-content-folder.test.ts"),
  [cs("content-files/content-start.ts")]: at("content-files/content-watch.test.ts"),
  [cs("content-files/demo-content-dir.ts")]: at("persistence.test.ts"),
  [cs("content-files/load-content-folder.ts")]: at("content-files/read-content-folder.test.ts"),
  [cs("content-files/write-content-tables.ts")]: at("content-files/read-content-folder.test.ts"),
  [cs("content-files/pull-content.ts")]: "test/server/content-files/pull-content.test.ts",
};

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

test(`every module in ${SOURCE} has its test at a mirrored path, or is listed with the test covering it`, () => {
  const missing = files(SOURCE)
    .filter(isModule)
    .filter((module) => !(module in COVERED_ELSEWHERE) && !NO_LOGIC.has(module))
    .filter((module) => !MIRRORS.some((tests) => existsSync(mirrored(module, tests))));
  expect(missing).toEqual([]);
});

test("a module listed as covered elsewhere or without logic has no mirrored test yet, and still exists", () => {
  const listed = [...Object.keys(COVERED_ELSEWHERE), ...NO_LOGIC];
  expect(listed.filter((module) => !existsSync(module))).toEqual([]);
  expect(listed.filter((module) => MIRRORS.some((tests) => existsSync(mirrored(module, tests))))).toEqual([]);
});

test("each module covered elsewhere names a test that exists", () => {
  for (const covering of Object.values(COVERED_ELSEWHERE)) expect(existsSync(covering), covering).toBe(true);
});

test(`every test in ${UNIT_TESTS} names a module`, () => {
  const orphans = files(UNIT_TESTS)
    .filter((f) => f.endsWith(".test.ts"))
    .filter((t) => !existsSync(path.join(SOURCE, path.relative(UNIT_TESTS, t)).replace(/\.test\.ts$/, ".ts")));
  expect(orphans).toEqual([]);
});
