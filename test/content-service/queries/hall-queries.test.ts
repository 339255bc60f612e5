// Buddhist halls by position, a hall with its photos and courses, and a course with its albums and slider.
import { afterAll, expect, test } from "vitest";
import { albumQueries } from "../../../server/content-service/queries/album-queries.js";
import { hallQueries } from "../../../server/content-service/queries/hall-queries.js";
import { insertRows, migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
insertRows(db, "halls", [
  { id: 1, name: "北", image: "/media/h1.jpg", content: "<p>北</p>", position: 2 },
  { id: 2, name: "南", image: "/media/h2.jpg", content: "<p>南</p>", position: 1 },
]);
insertRows(db, "hall_photos", [
  { id: 1, hall_id: 1, image: "/media/b.jpg", title: "乙", position: 2 },
  { id: 2, hall_id: 1, image: "/media/a.jpg", title: "甲", position: 1 },
  { id: 3, hall_id: 2, image: "/media/s.jpg", title: "南照", position: 1 },
]);
const times = { start_time: "2024-06-01", end_time: "2024-08-31" };
insertRows(db, "lessons", [
  { id: 51, hall_id: 1, name: "晚課", image: "/media/l51.jpg", position: 2, ...times },
  { id: 52, hall_id: 1, name: "早課", image: "/media/l52.jpg", position: 1, ...times },
  { id: 53, hall_id: 2, name: "南課", image: "", position: 1, ...times },
]);
insertRows(db, "albums", [
  { id: 61, owner_kind: "lesson", owner_id: 51, name: "n61", title: "二", image: "/media/a61.jpg", sort_order: 2 },
  { id: 62, owner_kind: "lesson", owner_id: 51, name: "n62", title: "一", image: "/media/a62.jpg", sort_order: 1 },
  { id: 63, owner_kind: "page", owner_id: 51, name: "n63", title: "頁", image: "", sort_order: 0 },
]);
insertRows(db, "album_photos", [
  { id: 1, album_id: 62, image: "/media/l1.jpg", title: "照一", description: "not sent", position: 1 },
  { id: 2, album_id: 63, image: "/media/page.jpg", title: "頁照", description: "", position: 1 },
]);
const halls = hallQueries(db, albumQueries(db));

test("list: every hall by position, id, name and image only", () => {
  expect(halls.list()).toEqual([
    { id: 2, name: "南", image: "/media/h2.jpg" },
    { id: 1, name: "北", image: "/media/h1.jpg" },
  ]);
});

test("hall: its data, its photos by position and its courses by position; null for an unknown id", () => {
  expect(halls.hall(1)).toEqual({
    data: { id: 1, name: "北", image: "/media/h1.jpg", content: "<p>北</p>" },
    slider: [
      { image: "/media/a.jpg", title: "甲" },
      { image: "/media/b.jpg", title: "乙" },
    ],
    lesson: [
      { id: 52, name: "早課", startTime: "2024-06-01", endTime: "2024-08-31", image: "/media/l52.jpg" },
      { id: 51, name: "晚課", startTime: "2024-06-01", endTime: "2024-08-31", image: "/media/l51.jpg" },
    ],
  });
  expect(halls.hall(404)).toBeNull();
});

test("lesson: the course, its own albums, and its lowest-order album's photos as the slider; null if unknown", () => {
  expect(halls.lesson(51)).toEqual({
    result: { id: 51, name: "晚課", image: "/media/l51.jpg" },
    album: [
      { id: 61, name: "n61", title: "二", image: "/media/a61.jpg", order: 2 },
      { id: 62, name: "n62", title: "一", image: "/media/a62.jpg", order: 1 },
    ],
    slider: [{ image: "/media/l1.jpg", title: "照一" }],
  });
  expect(halls.lesson(53)).toEqual({ result: { id: 53, name: "南課", image: "" }, album: [], slider: [] });
  expect(halls.lesson(404)).toBeNull();
});
