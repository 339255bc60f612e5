// Focus items by position, and the history timeline: years by position, each with only its own entries.
import { afterAll, expect, test } from "vitest";
import { listQueries } from "../../../server/content-service/queries/list-queries.js";
import { insertRows, migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
insertRows(db, "focus_items", [
  {
    id: 1,
    title: "後",
    intro: "i1",
    thumbnail_url: "/media/f1.jpg",
    redirect_url: "",
    type_id: 1,
    page_id: 5,
    position: 2,
  },
  {
    id: 2,
    title: "前",
    intro: "i2",
    thumbnail_url: "/media/f2.jpg",
    redirect_url: "https://x.org",
    type_id: 3,
    page_id: 9,
    position: 1,
  },
]);
insertRows(db, "history_years", [
  { id: 1, year: "2008", position: 2 },
  { id: 2, year: "2001", position: 1 },
  { id: 3, year: "2020", position: 3 },
]);
insertRows(db, "history_entries", [
  { id: 1, year_id: 1, type: "label", data: "標", position: 2 },
  { id: 2, year_id: 1, type: "title", data: "題", position: 1 },
  { id: 3, year_id: 2, type: "image", data: "/media/h1.jpg", position: 1 },
]);
const lists = listQueries(db);

test("focusList: every item by position with the contract's names", () => {
  expect(lists.focusList()).toEqual([
    { title: "前", intro: "i2", thumbnailUrl: "/media/f2.jpg", redirectUrl: "https://x.org", typeID: 3, pageID: 9 },
    { title: "後", intro: "i1", thumbnailUrl: "/media/f1.jpg", redirectUrl: "", typeID: 1, pageID: 5 },
  ]);
});

test("historyList: years by position, entries grouped under their year by position, a year without any empty", () => {
  expect(lists.historyList()).toEqual([
    { id: 2, year: "2001", content: [{ type: "image", data: "/media/h1.jpg" }] },
    {
      id: 1,
      year: "2008",
      content: [
        { type: "title", data: "題" },
        { type: "label", data: "標" },
      ],
    },
    { id: 3, year: "2020", content: [] },
  ]);
});
