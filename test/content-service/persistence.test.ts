// Data survive a restart (same file reopened: orders kept, no re-seed); a reset re-seeds from scratch.
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createContentApp } from "../../server/content-service/app.js";
import { openContentDb, resetContentDb, type ContentDb } from "../../server/content-service/db/content-db.js";
import { MIGRATIONS } from "../../server/content-service/db/migrations.js";
import { MEDIA_DIR, TEST_PAYMENT, silentLogger, tempDbFile } from "./content-test-service.js";
import { normalDonation } from "./donation-bodies.js";
import { hiddenFields } from "./form-html.js";

const temp = tempDbFile();
afterAll(() => temp.remove());

const appOver = (db: ContentDb) =>
  createContentApp({ db, payment: TEST_PAYMENT, mediaDir: MEDIA_DIR, logger: silentLogger });
const count = (db: ContentDb, table: string) => db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get();
const seededAt = (db: ContentDb) =>
  db.prepare<[], string>("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().get();

describe("persistence", () => {
  it("keeps orders and content across a restart without seeding again", async () => {
    const first = openContentDb(temp.file);
    expect(first.prepare<[], string>("PRAGMA journal_mode").pluck().get()).toBe("wal");
    const response = await request(appOver(first)).post("/api/homepage/donate").send(normalDonation);
    const tradeNo = hiddenFields(response.text).MerchantTradeNo ?? "";
    const before = { seeded: seededAt(first), menu: count(first, "menu_items"), donations: count(first, "donations") };
    first.close();

    const second = openContentDb(temp.file);
    expect({
      seeded: seededAt(second),
      menu: count(second, "menu_items"),
      donations: count(second, "donations"),
    }).toEqual(before);
    const stored = second
      .prepare<[string], string>("SELECT status FROM donations WHERE merchant_trade_no = ?")
      .pluck()
      .get(tradeNo);
    expect(stored).toBe("pending");
    const menu = await request(appOver(second)).post("/api/website/getMenuList").send({});
    expect(menu.status).toBe(200);

    resetContentDb(second);
    expect(
      second
        .prepare<[string], number>("SELECT COUNT(*) FROM donations WHERE merchant_trade_no = ?")
        .pluck()
        .get(tradeNo),
    ).toBe(0);
    expect(count(second, "menu_items")).toBe(before.menu);
    expect(count(second, "schema_migrations")).toBe(MIGRATIONS.length);
    second.close();
  });
});
