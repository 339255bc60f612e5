// Albums of pages, lessons and the charity: each owner's albums in stored order, the first album by `order`
// as the slider, and one album's photos by position.
import { afterAll, expect, test } from "vitest";
import { albumQueries } from "../../../server/content-service/queries/album-queries.js";
import { insertRows, migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
insertRows(db, "albums", [
  { id: 31, owner_kind: "page", owner_id: 5, name: "n31", title: "後排", image: "/media/a31.jpg", sort_order: 2 },
  { id: 32, owner_kind: "page", owner_id: 5, name: "n32", title: "前排", image: "/media/a32.jpg", sort_order: 1 },
  { id: 33, owner_kind: "lesson", owner_id: 5, name: "n33", title: "課程", image: "", sort_order: 0 },
  { id: 34, owner_kind: "page", owner_id: 6, name: "n34", title: "別頁", image: "", sort_order: 0 },
  { id: 35, owner_kind: "page", owner_id: 7, name: "n35", title: "空", image: "", sort_order: 1 },
]);
insertRows(db, "album_photos", [
  { id: 1, album_id: 32, image: "/media/p2.jpg", title: "二", description: "d2", position: 2 },
  { id: 2, album_id: 32, image: "/media/p1.jpg", title: "一", description: "d1", position: 1 },
  { id: 3, album_id: 31, image: "/media/p3.jpg", title: "三", description: "d3", position: 1 },
  { id: 4, album_id: 32, image: "/media/p2b.jpg", title: "二b", description: "", position: 2 },
]);
const albums = albumQueries(db);

test("headers: one owner's albums in stored order, with their order", () => {
  expect(albums.headers("page", 5)).toEqual([
    { id: 31, title: "後排", name: "n31", image: "/media/a31.jpg", order: 2 },
    { id: 32, title: "前排", name: "n32", image: "/media/a32.jpg", order: 1 },
  ]);
  expect(albums.headers("lesson", 5).map((a) => a.id)).toEqual([33]);
  expect(albums.headers("charity", 5)).toEqual([]);
});

test("firstAlbumPhotos: the photos of the lowest-order album by position, none without an album", () => {
  expect(albums.firstAlbumPhotos("page", 5)).toEqual([
    { image: "/media/p1.jpg", title: "一", description: "d1" },
    { image: "/media/p2.jpg", title: "二", description: "d2" },
    { image: "/media/p2b.jpg", title: "二b", description: "" },
  ]);
  expect(albums.firstAlbumPhotos("page", 7)).toEqual([]);
  expect(albums.firstAlbumPhotos("page", 99)).toEqual([]);
});

test("photos: an album's photos, empty for an album without any, null for no album", () => {
  expect(albums.photos(31)).toEqual([{ image: "/media/p3.jpg", title: "三", description: "d3" }]);
  expect(albums.photos(35)).toEqual([]);
  expect(albums.photos(404)).toBeNull();
});

test("withContent: the headers, each with its photos' image and title", () => {
  expect(albums.withContent("page", 5)).toEqual([
    {
      id: 31,
      title: "後排",
      name: "n31",
      image: "/media/a31.jpg",
      order: 2,
      contentList: [{ image: "/media/p3.jpg", title: "三" }],
    },
    {
      id: 32,
      title: "前排",
      name: "n32",
      image: "/media/a32.jpg",
      order: 1,
      contentList: [
        { image: "/media/p1.jpg", title: "一" },
        { image: "/media/p2.jpg", title: "二" },
        { image: "/media/p2b.jpg", title: "二b" },
      ],
    },
  ]);
  expect(albums.withContent("charity", 5)).toEqual([]);
});
