import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentSet } from "../../../server/content-service/content-files/content-schemas.js";
import { DEMO_CONTENT_DIR } from "../../../server/content-service/content-files/demo-content-dir.js";
import { readContentFolder } from "../../../server/content-service/content-files/read-content-folder.js";
import {
  CONTENT_TABLES,
  writeContentTables,
} from "../../../server/content-service/content-files/write-content-tables.js";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
let db: ContentDb;
let content: ContentSet;
beforeAll(() => {
  db = openContentDb(temp.file);
  const read = readContentFolder(DEMO_CONTENT_DIR);
  if (!read.ok) throw new Error(read.errors.join("; "));
  content = read.content;
});
afterAll(() => {
  db.close();
  temp.remove();
});

const count = (table: string) => db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get();
const write = () => db.transaction(() => writeContentTables(db, content)).immediate();

describe("writeContentTables", () => {
  it("writes one row per record, and writing again replaces the rows rather than adding to them", () => {
    write();
    write();
    expect(count("pages")).toBe(content.page.length);
    expect(count("articles")).toBe(content.article.length);
    expect(count("charities")).toBe(content.charity.length);
    expect(count("charity_activities")).toBe(content.activity.length);
    expect(count("halls")).toBe(content.hall.length);
    expect(count("lessons")).toBe(content.course.length);
    expect(count("albums")).toBe(content.album.length);
    expect(count("album_photos")).toBe(content.album.reduce((sum, album) => sum + album.photos.length, 0));
    expect(count("media")).toBe(content.placeholders?.images.length ?? 0);
    const menu = content.menu?.items ?? [];
    expect(count("menu_items")).toBe(menu.reduce((sum, item) => sum + 1 + (item.pageList?.length ?? 0), 0));
    for (const table of CONTENT_TABLES) expect({ table, rows: count(table) }).not.toEqual({ table, rows: 0 });
  });

  it("keeps the menu's order and hangs each sub-item under its parent row", () => {
    write();
    const rows = db
      .prepare<[], { row_id: number; parent_row_id: number | null; name: string; position: number }>(
        "SELECT row_id, parent_row_id, name, position FROM menu_items ORDER BY row_id",
      )
      .all();
    const top = rows.filter((row) => row.parent_row_id === null);
    expect(top.map((row) => [row.name, row.position])).toEqual(
      (content.menu?.items ?? []).map((item, index) => [item.name, index + 1]),
    );
    for (const [index, item] of (content.menu?.items ?? []).entries()) {
      const parent = top[index]?.row_id;
      const children = rows.filter((row) => row.parent_row_id === parent);
      expect(children.map((row) => row.name)).toEqual((item.pageList ?? []).map((sub) => sub.name));
    }
  });

  it("stores each album's owner as its kind and id, an activity's donate flag as 1 or 0", () => {
    write();
    const owners = db
      .prepare<[], { id: number; owner_kind: string; owner_id: number }>("SELECT id, owner_kind, owner_id FROM albums")
      .all();
    for (const album of content.album) {
      const { owner } = album;
      const expected =
        "page" in owner
          ? ["page", owner.page]
          : "course" in owner
            ? ["lesson", owner.course]
            : ["charity", owner.charity];
      const row = owners.find((o) => o.id === album.id);
      expect([album.id, row?.owner_kind, row?.owner_id]).toEqual([album.id, ...expected]);
    }
    const flags = db.prepare<[], { id: number; is_donate: number }>("SELECT id, is_donate FROM charity_activities");
    const byId = new Map(flags.all().map((row) => [row.id, row.is_donate]));
    for (const activity of content.activity) expect(byId.get(activity.id)).toBe(activity.isDonate ? 1 : 0);
  });

  it("gives each placeholder image a caption with its size and a hue that depends only on its name", () => {
    write();
    const rows = db
      .prepare<[], { name: string; caption: string; hue: number }>("SELECT name, caption, hue FROM media")
      .all();
    for (const image of content.placeholders?.images ?? []) {
      const row = rows.find((r) => r.name === image.name);
      expect(row?.caption).toBe(`${image.name} · ${image.width}×${image.height}`);
      expect(row?.hue).toBeGreaterThanOrEqual(0);
      expect(row?.hue).toBeLessThan(360);
    }
    expect(new Set(rows.map((row) => row.hue)).size).toBeGreaterThan(1);
  });

  it("empties every content table for an empty set", () => {
    const empty: ContentSet = {
      ...content,
      menu: undefined,
      slider: undefined,
      news: undefined,
      focus: undefined,
      history: undefined,
      placeholders: undefined,
      page: [],
      article: [],
      resource: [],
      charity: [],
      activity: [],
      hall: [],
      course: [],
      album: [],
    };
    write();
    db.transaction(() => writeContentTables(db, empty)).immediate();
    for (const table of CONTENT_TABLES) expect({ table, rows: count(table) }).toEqual({ table, rows: 0 });
  });
});
