// A database from before the retention migration: the export still reads it (read-only, so it cannot add
// the column itself), and the service's next start adds personal_data_erased_at and keeps every record.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { tempDbFile } from "../content-test-service.js";
import { parseCsv } from "../csv-records.js";
import { insertDonation } from "../donation-rows.js";

const ENTRY = path.resolve("dist/server/content-service/donations-export.js");
let temp: ReturnType<typeof tempDbFile>;
let tradeNo = "";

beforeAll(() => {
  temp = tempDbFile();
  const old = new Database(temp.file);
  old.exec("PRAGMA journal_mode = WAL");
  old.exec(MIGRATIONS[0]?.sql ?? "");
  old.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
    INSERT INTO schema_migrations VALUES (1, 'content and donations', '2026-01-01T00:00:00.000Z');
    INSERT INTO meta VALUES ('seeded_at', '2026-01-01T00:00:00.000Z');`);
  tradeNo = insertDonation(old, { created_at: "2030-05-01T00:00:00.000Z" }).merchant_trade_no;
  old.close();
});
afterAll(() => temp.remove());

it("exports from a database without the retention column, which the next start adds", () => {
  const result = spawnSync(process.execPath, [ENTRY, "--from", "2030-05-01", "--to", "2030-05-01"], {
    env: { PATH: process.env.PATH ?? "", CONTENT_DB: temp.file },
    encoding: "utf8",
  });
  expect(result.status).toBe(0);
  const records = parseCsv(result.stdout.slice(1));
  expect(records).toHaveLength(2);
  expect(records[1]?.[0]).toBe(tradeNo);
  expect(records[1]?.[8]).toBe("林美華");
  expect(records[1]?.[14]).toBe("");

  const db = openContentDb(temp.file, { seed: false });
  const row = db
    .prepare<[string], { donor_name: string; personal_data_erased_at: string | null }>(
      "SELECT donor_name, personal_data_erased_at FROM donations WHERE merchant_trade_no = ?",
    )
    .get(tradeNo);
  expect(row).toEqual({ donor_name: "林美華", personal_data_erased_at: null });
  db.close();
});
