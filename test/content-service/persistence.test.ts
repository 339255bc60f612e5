// Data survive a restart (same file reopened: orders kept, no re-seed); reloading the content keeps them too.
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createContentApp } from "../../server/content-service/app.js";
import { DEMO_CONTENT_DIR } from "../../server/content-service/content-files/demo-content-dir.js";
import { loadContentFolder } from "../../server/content-service/content-files/load-content-folder.js";
import type { ContentDb } from "../../server/content-service/db/content-db.js";
import { MIGRATIONS } from "../../server/content-service/db/migrations.js";
import { MEDIA_DIR, TEST_PAYMENT, silentLogger, tempDbFile, openDemoDb } from "./content-test-service.js";
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
    const first = openDemoDb(temp.file);
    expect(first.prepare<[], string>("PRAGMA journal_mode").pluck().get()).toBe("wal");
    const response = await request(appOver(first)).post("/api/homepage/donate").send(normalDonation);
    const tradeNo = hiddenFields(response.text).MerchantTradeNo ?? "";
    const before = { seeded: seededAt(first), menu: count(first, "menu_items"), donations: count(first, "donations") };
    first.close();

    const second = openDemoDb(temp.file);
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

    second.prepare("DELETE FROM menu_items WHERE parent_row_id IS NOT NULL").run();
    expect(loadContentFolder(second, DEMO_CONTENT_DIR).ok).toBe(true);
    expect(
      second
        .prepare<[string], number>("SELECT COUNT(*) FROM donations WHERE merchant_trade_no = ?")
        .pluck()
        .get(tradeNo),
    ).toBe(1);
    expect(count(second, "donations")).toBe(before.donations);
    expect(count(second, "menu_items")).toBe(before.menu);
    expect(count(second, "schema_migrations")).toBe(MIGRATIONS.length);
    second.close();
  });
});
