// The navigation tree: top-level items by position, a leaf with its path, a parent with its sub-items and
// their referType; a missing path or referType is sent as "" and "path".
import { afterAll, expect, test } from "vitest";
import { menuQueries } from "../../../server/content-service/queries/menu-queries.js";
import { insertRows, migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
insertRows(db, "menu_items", [
  { row_id: 1, parent_row_id: null, item_id: 2, name: "集團事業", path: null, refer_type: null, position: 2 },
  { row_id: 2, parent_row_id: null, item_id: 1, name: "關於我們", path: "about", refer_type: null, position: 1 },
  { row_id: 3, parent_row_id: 1, item_id: 12, name: "年度活動", path: "page", refer_type: "page", position: 2 },
  {
    row_id: 4,
    parent_row_id: 1,
    item_id: 11,
    name: "合作夥伴",
    path: "https://example.org",
    refer_type: "url",
    position: 1,
  },
  { row_id: 5, parent_row_id: 1, item_id: 13, name: "佛堂介紹", path: null, refer_type: null, position: 3 },
  { row_id: 6, parent_row_id: null, item_id: 3, name: "無路徑", path: null, refer_type: null, position: 3 },
]);

test("list: top-level entries by position, parents with their sub-items by position", () => {
  expect(menuQueries(db).list()).toEqual([
    { id: 1, name: "關於我們", path: "about" },
    {
      id: 2,
      name: "集團事業",
      pageList: [
        { id: 11, name: "合作夥伴", path: "https://example.org", referType: "url" },
        { id: 12, name: "年度活動", path: "page", referType: "page" },
        { id: 13, name: "佛堂介紹", path: "", referType: "path" },
      ],
    },
    { id: 3, name: "無路徑", path: "" },
  ]);
});
