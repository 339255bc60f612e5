// The charity, its activities by position with their media, its albums, and the donation target a gift names.
import { afterAll, expect, test } from "vitest";
import { albumQueries } from "../../../server/content-service/queries/album-queries.js";
import { charityQueries } from "../../../server/content-service/queries/charity-queries.js";
import { insertRows, migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
insertRows(db, "charities", [
  { id: 1, title: "慈善會", content: "<p>慈善</p>" },
  { id: 2, title: "另一會", content: "" },
]);
const activity = { content: "<p>活動</p>", start_date: "2024-03-01", end_date: "2024-03-31" };
insertRows(db, "charity_activities", [
  { id: 21, charity_id: 1, name: "後", is_donate: 0, position: 2, ...activity },
  { id: 22, charity_id: 1, name: "前", is_donate: 1, position: 1, ...activity },
  { id: 23, charity_id: 2, name: "他會", is_donate: 1, position: 1, ...activity },
]);
insertRows(db, "activity_media", [
  { id: 1, activity_id: 22, image: "/media/c2.jpg", title: "二", position: 2 },
  { id: 2, activity_id: 22, image: "/media/c1.jpg", title: "一", position: 1 },
]);
insertRows(db, "albums", [
  { id: 41, owner_kind: "charity", owner_id: 1, name: "n", title: "相簿", image: "/media/a.jpg", sort_order: 1 },
]);
insertRows(db, "album_photos", [
  { id: 1, album_id: 41, image: "/media/a1.jpg", title: "照", description: "x", position: 1 },
]);
const charity = charityQueries(db, albumQueries(db));

const open = {
  id: 22,
  name: "前",
  content: "<p>活動</p>",
  startDate: "2024-03-01",
  endDate: "2024-03-31",
  isDonate: true,
  albumList: [
    { image: "/media/c1.jpg", title: "一" },
    { image: "/media/c2.jpg", title: "二" },
  ],
};

test("charity: title and content, null for an unknown id", () => {
  expect(charity.charity(1)).toEqual({ title: "慈善會", content: "<p>慈善</p>" });
  expect(charity.charity(9)).toBeNull();
});

test("activityList: this charity's activities by position, isDonate a boolean; null for an unknown charity", () => {
  expect(charity.activityList(1)).toEqual([open, { ...open, id: 21, name: "後", isDonate: false, albumList: [] }]);
  expect(charity.activityList(2)?.map((a) => a.id)).toEqual([23]);
  expect(charity.activityList(9)).toBeNull();
});

test("activity: one activity in the list's shape, null for an unknown id", () => {
  expect(charity.activity(22)).toEqual(open);
  expect(charity.activity(99)).toBeNull();
});

test("albums: the charity's title and its albums with their photos; null for an unknown charity", () => {
  expect(charity.albums(1)).toEqual({
    data: { title: "慈善會" },
    albums: [
      {
        id: 41,
        name: "n",
        title: "相簿",
        image: "/media/a.jpg",
        order: 1,
        contentList: [{ image: "/media/a1.jpg", title: "照" }],
      },
    ],
  });
  expect(charity.albums(2)).toEqual({ data: { title: "另一會" }, albums: [] });
  expect(charity.albums(9)).toBeNull();
});

test("donationTarget: the charity, and the activity only when it belongs to that charity", () => {
  expect(charity.donationTarget(9, undefined)).toBeNull();
  expect(charity.donationTarget(1, undefined)).toEqual({ charityTitle: "慈善會", activity: null });
  expect(charity.donationTarget(1, 22)).toEqual({ charityTitle: "慈善會", activity: { name: "前", open: true } });
  expect(charity.donationTarget(1, 21)).toEqual({ charityTitle: "慈善會", activity: { name: "後", open: false } });
  expect(charity.donationTarget(1, 23)).toEqual({ charityTitle: "慈善會", activity: undefined });
  expect(charity.donationTarget(1, 99)).toEqual({ charityTitle: "慈善會", activity: undefined });
});
