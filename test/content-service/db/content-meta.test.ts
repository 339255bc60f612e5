// The seeded marker: absent in a new database, set once, and its first time kept when set again.
import { afterAll, expect, test } from "vitest";
import { isSeeded, markSeeded } from "../../../server/content-service/db/content-meta.js";
import { migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
const seededAt = () => db.prepare<[], string>("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().all();

test("a new database is not seeded; marked, it is, and marking again keeps the first time", () => {
  expect(isSeeded(db)).toBe(false);
  db.prepare("INSERT INTO meta (key, value) VALUES ('other', 'x')").run();
  expect(isSeeded(db)).toBe(false);
  markSeeded(db);
  expect(isSeeded(db)).toBe(true);
  const [first] = seededAt();
  expect(Number.isNaN(Date.parse(first ?? ""))).toBe(false);
  db.prepare("UPDATE meta SET value = '2020-01-01T00:00:00.000Z' WHERE key = 'seeded_at'").run();
  markSeeded(db);
  expect(seededAt()).toEqual(["2020-01-01T00:00:00.000Z"]);
});
