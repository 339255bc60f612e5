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
  // Process assembly and life: the service started, signalled, stopped.
  [cs("app.ts")]: at("routes/page-routes.test.ts"),
  [cs("shutdown.ts")]: at("jobs/job-lease-process.test.ts"),
  [cs("seed/demo-donations.ts")]: at("routes/sponsor-routes.test.ts"),
  // The database and its schema: every test that opens one, and the upgrade tests.
  [cs("db/content-db.ts")]: at("persistence.test.ts"),
  [cs("db/content-meta.ts")]: at("persistence.test.ts"),
  [cs("db/sqlite.ts")]: at("persistence.test.ts"),
  [cs("db/migrate.ts")]: at("db/migration-upgrade.test.ts"),
  [cs("db/migrations.ts")]: at("db/migration-upgrade.test.ts"),
  // Stores and handlers over SQLite and HTTP: the route tests that drive them.
  [cs("donations/atm-store.ts")]: at("payment/ecpay-atm-routes.test.ts"),
  [cs("donations/create-donation.ts")]: at("routes/donation-routes.test.ts"),
  [cs("donations/mandate-store.ts")]: at("payment/monthly-giving.test.ts"),
  [cs("payment/payment-config.ts")]: at("payment/ecpay-period-routes.test.ts"),
  [cs("payment-sandbox/sandbox-atm-pages.ts")]: at("payment-sandbox/sandbox-atm.test.ts"),
  [cs("payment-sandbox/sandbox-callback.ts")]: at("payment-sandbox/sandbox-routes.test.ts"),
  [cs("payment-sandbox/sandbox-ledger.ts")]: at("payment-sandbox/sandbox-routes.test.ts"),
  [cs("payment-sandbox/sandbox-pages.ts")]: at("payment-sandbox/sandbox-routes.test.ts"),
  [cs("payment-sandbox/sandbox-query-route.ts")]: at("payment-sandbox/sandbox-routes.test.ts"),
  [cs("payment-sandbox/sandbox-period.ts")]: at("payment/monthly-giving.test.ts"),
  // Queries: through the routes that answer with them, over HTTP.
  [cs("queries/album-queries.ts")]: at("routes/page-routes.test.ts"),
  [cs("queries/charity-queries.ts")]: at("routes/charity-routes.test.ts"),
  [cs("queries/hall-queries.ts")]: at("routes/hall-routes.test.ts"),
  [cs("queries/home-queries.ts")]: at("routes/home-routes.test.ts"),
  [cs("queries/list-queries.ts")]: at("routes/page-routes.test.ts"),
  [cs("queries/menu-queries.ts")]: at("routes/navigation-routes.test.ts"),
  [cs("queries/page-queries.ts")]: at("routes/page-routes.test.ts"),
  [cs("routes/atm-transfer-routes.ts")]: at("payment-sandbox/sandbox-atm.test.ts"),
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
