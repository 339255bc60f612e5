// db:restore's lock probe: another connection that has read the database makes it "in use"; once that
// connection closes it is free again; a missing or unreadable file is in no one's use.
import fs from "node:fs";
import { afterEach, expect, test } from "vitest";
import { databaseInUse } from "../../../server/content-service/cli/database-in-use.js";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
afterEach(() => fs.rmSync(temp.dir, { recursive: true, force: true }));

test("in use while another connection holds it open, free once it closes", () => {
  const db = openContentDb(temp.file);
  db.prepare("SELECT count(*) FROM donations").get();
  expect(databaseInUse(temp.file)).toBe(true);
  db.close();
  expect(databaseInUse(temp.file)).toBe(false);
});

test("a missing file and a file that is no database are in no one's use", () => {
  expect(databaseInUse(temp.file)).toBe(false);
  fs.mkdirSync(temp.dir, { recursive: true });
  fs.writeFileSync(temp.file, "not a database, but a file some tool left here\n".repeat(200));
  expect(databaseInUse(temp.file)).toBe(false);
});
