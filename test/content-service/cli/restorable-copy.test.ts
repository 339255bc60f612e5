// db:restore's copy of a backup: refused with the reason for what is not this site's database, and for a raw
// copy of a live one, one file holding every row committed to its -wal; the backup itself is only read.
import fs from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { makeRestorableCopy, RestoreRefused } from "../../../server/content-service/cli/restorable-copy.js";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const temp = tempDbFile();
const backup = path.join(temp.dir, "backup.db");
const copy = path.join(temp.dir, "content.db.partial");
afterEach(() => fs.rmSync(temp.dir, { recursive: true, force: true }));

const refusal = (): string => {
  try {
    makeRestorableCopy(backup, copy);
  } catch (error) {
    if (error instanceof RestoreRefused) return error.message;
    throw error;
  }
  return "not refused";
};

test("refuses an empty file, a text file and a foreign SQLite database, and leaves no copy", () => {
  fs.mkdirSync(temp.dir, { recursive: true });
  fs.writeFileSync(backup, "");
  expect(refusal()).toContain("is empty (0 bytes)");
  fs.writeFileSync(backup, "id,name\n1,notes\n");
  expect(refusal()).toContain("is not an SQLite database");
  fs.rmSync(backup);
  const foreign = new Database(backup);
  foreign.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
  foreign.close();
  expect(refusal()).toContain("is not this site's content database");
  expect(fs.readdirSync(temp.dir)).toEqual(["backup.db"]);
});

test("a raw copy with rows still in its -wal becomes one file with all of them; the backup is unchanged", () => {
  const live = openContentDb(temp.file);
  live.pragma("wal_autocheckpoint = 0");
  for (let i = 0; i < 30; i++) insertDonation(live, {});
  // A raw copy taken while the rows are only in the -wal, as `cp` of a running site's files would take them.
  fs.copyFileSync(temp.file, backup);
  fs.copyFileSync(`${temp.file}-wal`, `${backup}-wal`);
  live.close();
  const before = fs.readFileSync(`${backup}-wal`);
  expect(makeRestorableCopy(backup, copy).donations).toBe(30);
  expect(fs.existsSync(`${copy}-wal`)).toBe(false);
  const restored = new Database(copy, { readonly: true, fileMustExist: true });
  expect(restored.prepare<[], number>("SELECT count(*) FROM donations").pluck().get()).toBe(30);
  restored.close();
  expect(fs.readFileSync(`${backup}-wal`).equals(before)).toBe(true);
});
