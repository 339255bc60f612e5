// The SQLite binding chosen by Node's major version (better-sqlite3 12 on Node 20, 13 on later Nodes) opens a
// working database.
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { z } from "zod";
import Database, { sqlitePackage } from "../../../server/content-service/db/sqlite.js";

test("the package for this Node's major version, and a database it opens answers", () => {
  const major = Number(process.versions.node.split(".")[0]);
  expect(sqlitePackage).toBe(major >= 22 ? "better-sqlite3-13" : "better-sqlite3");
  const manifest = z
    .object({ version: z.string() })
    .parse(createRequire(import.meta.url)(`${sqlitePackage}/package.json`));
  expect(manifest.version.split(".")[0]).toBe(major >= 22 ? "13" : "12");
  const db = new Database(":memory:");
  expect(db.prepare<[], number>("SELECT 6 * 7").pluck().get()).toBe(42);
  db.close();
});
