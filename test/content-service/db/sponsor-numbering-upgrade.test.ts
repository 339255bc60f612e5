// A database made before the sponsor list was numbered (schema version 5), its paid donations written in no
// particular order: on open they are numbered in the order they were paid and counted, so the list pages as
// before (newest first) and a donation paid afterwards comes first.
import { afterEach, expect, test } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const temp = tempDbFile();
afterEach(() => temp.remove());

test("version 5 with paid donations out of order: numbered by payment time on upgrade", () => {
  const old = new Database(temp.file);
  old.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const migration of MIGRATIONS.filter((m) => m.version <= 5)) {
    old.exec(migration.sql);
    old.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, "2026-01-01");
  }
  const paidDays = ["2026-03-05", "2026-01-20", "2026-07-01", "2026-02-11"];
  for (const [i, day] of paidDays.entries())
    insertDonation(old, { created_at: `${day}T02:00:00.000Z`, donor_name: `王${"一二三四"[i] ?? ""}明` });
  insertDonation(old, { status: "pending", created_at: "2026-08-01T02:00:00.000Z", paid_at: null });
  old.close();

  const db = openContentDb(temp.file, { seed: false });
  const store = donationStore(db);
  const days = (limit: number, offset: number) =>
    store.sponsors(limit, offset).SponsorList.map((row) => row.UpdateTime.slice(0, 10));
  expect(store.sponsors(10, 0).Total).toBe(4);
  expect(days(10, 0)).toEqual(["2026-07-01", "2026-03-05", "2026-02-11", "2026-01-20"]);
  expect(days(2, 1)).toEqual(["2026-03-05", "2026-02-11"]);
  const pending = db.prepare<[], string>("SELECT merchant_trade_no FROM donations WHERE status = 'pending'").pluck();
  store.markPaid(pending.get() ?? "", { gatewayTradeNo: "T", rtnCode: "1", rtnMsg: "ok" }, new Date("2026-08-02"));
  expect(store.sponsors(10, 0).Total).toBe(5);
  expect(days(1, 0)).toEqual(["2026-08-02"]);
  db.close();
});
