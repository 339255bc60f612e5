// Content pages by id or path, articles, page lists by menu path, and page resources grouped by article group.
import { afterAll, expect, test } from "vitest";
import { albumQueries } from "../../../server/content-service/queries/album-queries.js";
import { pageQueries } from "../../../server/content-service/queries/page-queries.js";
import { insertRows, migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
const page = { intro: "引", content: "<p>內</p>", image: "/media/p.jpg", video: "" };
insertRows(db, "pages", [
  { id: 5, type_id: 1, title: "頁五", page_path: null, menu_path: "social", link_path: "page", position: 2, ...page },
  {
    id: 6,
    type_id: 2,
    title: "頁六",
    page_path: "donate-general",
    menu_path: "social",
    link_path: "page2",
    position: 1,
    ...page,
  },
  { id: 7, type_id: 1, title: "頁七", page_path: null, menu_path: "other", position: 0, ...page },
]);
insertRows(db, "albums", [
  { id: 31, owner_kind: "page", owner_id: 5, name: "n", title: "相簿", image: "/media/al.jpg", sort_order: 1 },
  { id: 32, owner_kind: "lesson", owner_id: 5, name: "n", title: "課", image: "", sort_order: 0 },
]);
insertRows(db, "album_photos", [
  { id: 1, album_id: 31, image: "/media/s1.jpg", title: "照", description: "not sent", position: 1 },
  { id: 2, album_id: 32, image: "/media/lesson.jpg", title: "課照", description: "", position: 1 },
]);
insertRows(db, "articles", [{ id: 9, title: "文章", thumbnail_url: "/media/t.jpg", content: "<p>文</p>" }]);
const resource = { resource_key: "0/7", content: "<p>c</p>", thumbnail_url: "/media/r.jpg" };
insertRows(db, "resource_articles", [
  { id: 1, group_no: 2, title: "乙一", position: 1, ...resource },
  { id: 2, group_no: 1, title: "甲二", position: 2, ...resource },
  { id: 3, group_no: 1, title: "甲一", position: 1, ...resource },
  { id: 4, group_no: 1, title: "別鍵", position: 0, ...resource, resource_key: "0/13" },
]);
insertRows(db, "resource_slides", [
  { id: 1, resource_key: "0/7", url: "/media/p2.jpg", title: "二", description: "d2", position: 2 },
  { id: 2, resource_key: "0/7", url: "/media/p1.jpg", title: "一", description: "d1", position: 1 },
  { id: 3, resource_key: "slides-only", url: "/media/o.jpg", title: "o", description: "", position: 1 },
]);
const pages = pageQueries(db, albumQueries(db));

test("page: the page, its own albums and its first album's photos as the slider; null for an unknown id", () => {
  expect(pages.page(5)).toEqual({
    result: { id: 5, title: "頁五", intro: "引", content: "<p>內</p>", image: "/media/p.jpg", video: "", typeId: 1 },
    album: [{ id: 31, name: "n", title: "相簿", image: "/media/al.jpg", order: 1 }],
    slider: [{ image: "/media/s1.jpg", title: "照" }],
  });
  expect(pages.page(6)).toMatchObject({ result: { typeId: 2 }, album: [], slider: [] });
  expect(pages.page(404)).toBeNull();
});

test("pageByPath: title and content of the page at that path, null for none", () => {
  expect(pages.pageByPath("donate-general")).toEqual({ result: { title: "頁六", content: "<p>內</p>" } });
  expect(pages.pageByPath("nowhere")).toBeNull();
});

test("article: title, thumbnail and content; null for an unknown id", () => {
  expect(pages.article(9)).toEqual({ result: { title: "文章", thumbnailUrl: "/media/t.jpg", content: "<p>文</p>" } });
  expect(pages.article(10)).toBeNull();
});

test("pageList: the pages under one menu path by position, each with its link path", () => {
  expect(pages.pageList("social")).toEqual([
    { id: 6, title: "頁六", image: "/media/p.jpg", path: "page2" },
    { id: 5, title: "頁五", image: "/media/p.jpg", path: "page" },
  ]);
  expect(pages.pageList("other")).toEqual([{ id: 7, title: "頁七", image: "/media/p.jpg", path: "page" }]);
  expect(pages.pageList("none")).toEqual([]);
});

test("resource: articles grouped by group number and ordered by position, the slides by position", () => {
  const article = (title: string) => ({ title, content: "<p>c</p>", thumbnailUrl: "/media/r.jpg" });
  expect(pages.resource("0/7")).toEqual({
    article: [{ article: [article("甲一"), article("甲二")] }, { article: [article("乙一")] }],
    slider: [
      { url: "/media/p1.jpg", title: "一", description: "d1" },
      { url: "/media/p2.jpg", title: "二", description: "d2" },
    ],
  });
  expect(pages.resource("0/13")).toEqual({ article: [{ article: [article("別鍵")] }], slider: [] });
  expect(pages.resource("slides-only")).toEqual({
    article: [],
    slider: [{ url: "/media/o.jpg", title: "o", description: "" }],
  });
  expect(pages.resource("none")).toBeNull();
});
